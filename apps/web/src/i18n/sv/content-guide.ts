/** Texts of the guide page (/guide): how a swap works, in depth. */
export const guidePage = {
  title: 'Så funkar det',
  heading: 'Så funkar det',
  lead: 'Här går vi igenom hela vägen – från plagget som hänger oanvänt i garderoben till nya favoriter hemma hos dig.',
  stepsDetail: [
    'Logga in och gå till Mina sidor. Under Inlämningar skapar du ett nytt ärende och lägger till ett plagg i taget: beskriv skicket, skriv gärna märke och storlek och ladda upp några tydliga bilder – framsida, baksida, etikett och eventuella skavanker.',
    'Vår personal går igenom varje plagg och godkänner eller nekar det. Har vi frågor skriver vi till dig i ärendets chatt. När inlämningen är godkänd får du ett e-postmeddelande med referensnummer och adressen du skickar till.',
    'Packa de godkända plaggen väl och märk paketet med ditt referensnummer. Skicka paketet inom 5 arbetsdagar efter godkännandet – annars kan inlämningen avbrytas.',
    'När paketet har kommit fram gör vi en ankomstkontroll och jämför plaggen med bilderna. Poängen för de godkända plaggen sätts sedan in på ditt konto och syns på Mina sidor.',
    'I butiken är alla priser angivna i poäng. Lägg plaggen du vill ha i varukorgen och bekräfta beställningen – poängen dras och vi skickar dina nya kläder utan kostnad.',
    'Varje plagg som får ett nytt liv är ett plagg mindre som behöver tillverkas. Du sparar pengar, vi sparar tillsammans på jordens resurser.',
  ],
  points: {
    heading: 'Poäng',
    paragraphs: [
      'Poäng är valutan i butiken. Hur många poäng ett plagg ger bestäms vid granskningen och beror på typ, märke och skick. Du ser ditt saldo på Mina sidor.',
      'Poäng har inget kontantvärde och kan inte växlas in mot pengar eller föras över till någon annan. Om en beställning avbryts får du tillbaka poängen.',
    ],
  },
  membership: {
    heading: 'Medlemskap',
    paragraphs: [
      'Det är gratis att skapa ett konto, titta i butiken och skicka in kläder. För att beställa plagg behöver du ett aktivt medlemskap.',
      'Medlemskapet är en prenumeration som du startar under Mina sidor och betalar med kort. Det täcker frakt och hantering, så inga extra avgifter tillkommer när du handlar.',
    ],
  },
  shipping: {
    heading: 'Frakt och leverans',
    paragraphs: [
      'Frakten är alltid gratis. Din beställning levereras inom 3–5 arbetsdagar.',
      'Varje plagg finns bara i ett exemplar. Så fort du har beställt är det reserverat för dig.',
    ],
  },
  pointsGuide: {
    heading: 'Så många poäng får du',
    lead: 'Riktvärden per plaggtyp. Personalen bestämmer poängen för varje plagg efter granskningen, utifrån märke och skick – ditt plagg kan alltså ge både mer och mindre.',
    category: 'Plaggtyp',
    points: 'Poäng',
    about: (points: string) => `ca ${points}`,
  },
  tips: {
    heading: 'Tips för en smidig inlämning',
    items: [
      'Tvätta plaggen och se till att de är hela, utan fläckar eller hål.',
      'Fotografera i dagsljus mot en lugn bakgrund.',
      'Visa etiketten med märke och storlek.',
      'Berätta om eventuella skavanker – det gör granskningen snabbare.',
    ],
  },
  cta: {
    heading: 'Kom igång',
    text: 'Skapa ett konto och gör din första inlämning, eller ta en titt i butiken först.',
    register: 'Skapa konto',
    shop: 'Till butiken',
  },
} as const
