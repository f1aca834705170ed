/**
 * The privacy notice: section 8 ('Personuppgifter') of the terms page, which /policy opens at.
 * Plain words on what we store, why, for how long, who receives it and how to use your rights.
 */
export const privacy = {
  /** The section's anchor: /policy lands here, and /terms#personuppgifter links to it. */
  anchor: 'personuppgifter',
  intro: [
    'Här berättar vi vilka personuppgifter vi behandlar när du använder Tjänsten, varför vi gör det, hur länge vi sparar dem och vilka rättigheter du har. Vi följer dataskyddsförordningen (GDPR). Personuppgiftsansvarig är företaget som driver Tjänsten; du når oss på adressen längst ned i avsnittet.',
  ],
  parts: [
    {
      heading: 'Vad vi sparar om dig',
      items: [
        'Konto: namn, e-postadress och telefonnummer. Lösenordet sparas bara som ett krypterat kontrollvärde, aldrig i klartext.',
        'Adress: gatuadress, postnummer, ort och län, så att vi kan skicka dina plagg.',
        'Personnummer: för att veta vem du är och att varje person bara har ett konto. Det visas maskerat för alla utom dig och vår personal.',
        'Beställningar: vilka plagg du har beställt, när, till vilken adress och hur det har gått med leveransen.',
        'Poäng: varje förändring av ditt saldo och orsaken till den, till exempel ett godkänt plagg eller en beställning.',
        'Inlämningar och bilder: dina beskrivningar och foton av plaggen du vill skicka in, och vår bedömning av dem.',
        'Chatt: meddelanden mellan dig och oss om dina inlämningar.',
        'Medlemskap och betalning: referenser till ditt medlemskap hos vår betalleverantör (kund- och prenumerationsnummer, status och period). Kortuppgifter hanteras av betalleverantören och sparas aldrig hos oss.',
        'E-post: de mejl vi skickar till dig, till exempel bekräftelser och länkar för att återställa lösenordet, och det du skriver till oss i kontaktformuläret.',
        'Inloggning: en cookie som håller dig inloggad. Den tas bort när du loggar ut.',
      ],
    },
    {
      heading: 'Varför vi behandlar uppgifterna',
      items: [
        'Avtal: för att ge dig det du har bett om enligt dessa villkor – ditt konto, inlämningar, poäng, beställningar, leveranser och medlemskap.',
        'Rättslig förpliktelse: bokföringslagen kräver att vi sparar räkenskapsinformation, till exempel uppgifter om betalningar för medlemskap, i sju år.',
        'Berättigat intresse: för att förhindra missbruk och bedrägerier, hålla Tjänsten säker och svara på frågor du skickar till oss. Du kan invända mot den behandlingen.',
      ],
    },
    {
      heading: 'Hur länge vi sparar dem',
      items: [
        'Konto, adress, personnummer och poäng sparar vi så länge du har ett konto. Ber du oss radera kontot tar vi bort uppgifterna inom 30 dagar, utom det som lagen kräver att vi sparar.',
        'Räkenskapsinformation, som betalningar och beställningar kopplade till dem, sparar vi i sju år enligt bokföringslagen.',
        'Inlämningar, bilder och chatt sparar vi medan ärendet pågår och därefter i högst två år, så att vi kan svara på frågor om det.',
        'Meddelanden från kontaktformuläret och mejl vi har skickat sparar vi i högst två år.',
      ],
    },
    {
      heading: 'Vem som får ta del av dem',
      items: [
        'Stripe, vår betalleverantör, som tar emot kortbetalningar och sköter ditt medlemskap. Stripe får din e-postadress och de uppgifter som behövs för betalningen.',
        'Vår e-postleverantör, som skickar våra mejl. Den får mottagarens namn, e-postadress och mejlets innehåll.',
        'Vår driftleverantör, som lagrar databasen och bilderna på sina servrar åt oss.',
        'Myndigheter, när lagen kräver det, till exempel Skatteverket.',
      ],
      paragraphs: [
        'Leverantörerna är personuppgiftsbiträden: de får bara använda uppgifterna för att utföra tjänsten åt oss. Om uppgifter förs till ett land utanför EU/EES skyddas de av EU-kommissionens standardavtalsklausuler eller ett liknande skydd. Vi säljer aldrig dina uppgifter.',
      ],
    },
    {
      heading: 'Dina rättigheter',
      paragraphs: [
        'Du har rätt att få en kopia av de uppgifter vi har om dig, att få felaktiga uppgifter rättade och att få dina uppgifter raderade. Du kan också begära att vi begränsar behandlingen, invända mot den och få ut uppgifter du har gett oss i ett maskinläsbart format. Många uppgifter kan du själv ändra under Mina sidor.',
      ],
    },
  ],
  /** The contact line of 'Dina rättigheter', with the shop's e-mail from the settings. */
  askUs: 'Vill du ha en kopia eller få dina uppgifter raderade? Skriv till',
  askUsAfter: 'så svarar vi inom en månad.',
  complaint:
    'Är du missnöjd med hur vi behandlar dina uppgifter har du rätt att klaga hos Integritetsskyddsmyndigheten (IMY),',
  imyUrl: 'https://www.imy.se',
  imyLabel: 'imy.se',
} as const
