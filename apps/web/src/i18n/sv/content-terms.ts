import { privacy } from './content-privacy'

/** Texts of the terms page (Användarvillkor, /terms and /policy): the spec's twelve sections. */
export const terms = {
  privacy,
  title: 'Användarvillkor',
  heading: 'Användarvillkor',
  updated: 'Senast uppdaterad: 2025-10-16',
  intro:
    'De här villkoren gäller när du använder vår webbplats och tjänst för klädbyte. Läs dem gärna i lugn och ro – genom att skapa ett konto godkänner du dem.',
  toc: 'Innehåll',
  sections: [
    {
      heading: 'Definitioner',
      paragraphs: [
        '”Tjänsten” är webbplatsen och allt som hör till den: konto, inlämningar, butik och medlemskap. ”Vi” och ”oss” avser företaget som driver Tjänsten.',
        '”Medlem” är den som har ett konto, och ”medlemskap” är den betalda prenumeration som krävs för att beställa. ”Poäng” är Tjänstens interna valuta. En ”inlämning” är ett ärende där du erbjuder oss ett eller flera ”plagg”.',
      ],
    },
    {
      heading: 'Konto',
      paragraphs: [
        'För att skicka in eller beställa plagg behöver du ett konto. Du ska ha fyllt 18 år eller ha en vårdnadshavares godkännande. Uppgifterna du lämnar ska vara riktiga och hållas uppdaterade.',
        'Kontot är personligt. Du ansvarar för att hålla ditt lösenord hemligt och för det som görs från ditt konto. Misstänker du att någon annan använder det, byt lösenord och kontakta oss.',
      ],
    },
    {
      heading: 'Medlemskap och prenumeration',
      paragraphs: [
        'För att beställa plagg krävs ett aktivt medlemskap. Medlemskapet är en prenumeration som betalas i förskott med kort via vår betalpartner och förnyas automatiskt tills du säger upp det. En uppsägning gäller från och med nästa period.',
        'Medlemskapet täcker frakt och hantering. Inga extra avgifter tillkommer när du beställer.',
      ],
    },
    {
      heading: 'Poäng',
      paragraphs: [
        'Poäng tjänas in för plagg som godkänns vid vår ankomstkontroll. Hur många poäng ett plagg ger bestämmer vi utifrån typ, märke och skick.',
        'Poäng har inget kontantvärde. De kan inte växlas in mot pengar, föras över till någon annan eller användas utanför Tjänsten. Poäng dras när du beställer och förs tillbaka om beställningen avbryts.',
      ],
    },
    {
      heading: 'Inlämning av plagg',
      paragraphs: [
        'Du skapar en inlämning under Mina sidor och beskriver plaggen med text och bilder. Plaggen ska vara dina, hela och rena. Vi granskar inlämningen och meddelar dig via e-post när den är godkänd.',
        'En godkänd inlämning ska skickas till oss inom 5 arbetsdagar. Skickas plaggen inte i tid kan ordern avbrytas.',
        'Vid ankomsten kontrollerar vi att plaggen motsvarar beskrivningen. Plagg som inte håller måttet ger inga poäng. När poäng har satts in på ditt konto övergår äganderätten till plaggen till oss.',
      ],
    },
    {
      heading: 'Beställningar och byten',
      paragraphs: [
        'Varje plagg i butiken är unikt och finns i ett exemplar. En beställning är bekräftad när vi har tagit emot den och poängen har dragits från ditt konto. Om ett plagg inte längre finns tillgängligt avbryts den delen av beställningen och poängen förs tillbaka.',
        'Leveransen är kostnadsfri och sker inom 3–5 arbetsdagar. Stämmer ett plagg inte med beskrivningen, kontakta oss inom 14 dagar från leveransen så hittar vi en lösning.',
      ],
    },
    {
      heading: 'Tillåten användning',
      paragraphs: [
        'Du får använda Tjänsten för eget, privat bruk. Det är inte tillåtet att lämna falska uppgifter, skicka in plagg som tillhör någon annan, sälja eller handla med poäng, störa Tjänstens drift eller hämta innehåll automatiserat.',
        'Vi kan stänga av ett konto som används i strid med villkoren.',
      ],
    },
    {
      // Its full text (the privacy notice) is in content-privacy.ts.
      heading: 'Personuppgifter',
      anchor: privacy.anchor,
      paragraphs: [],
    },
    {
      heading: 'Immateriella rättigheter',
      paragraphs: [
        'Texter, bilder, logotyper och övrigt innehåll i Tjänsten tillhör oss eller våra licensgivare och får inte användas utan tillstånd.',
        'Bilder som du laddar upp får vi använda för att granska inlämningen och, när plagget är vårt, för att visa det i butiken.',
      ],
    },
    {
      heading: 'Ansvarsbegränsning',
      paragraphs: [
        'Vi gör vårt bästa för att Tjänsten alltid ska fungera och för att beskrivningarna av plaggen ska vara korrekta, men vi kan inte garantera att Tjänsten är fri från avbrott eller fel. Vi ansvarar inte för indirekta skador.',
        'Dina rättigheter enligt tvingande konsumentlagstiftning påverkas inte av dessa villkor.',
      ],
    },
    {
      heading: 'Ändringar',
      paragraphs: [
        'Vi kan komma att uppdatera villkoren. Väsentliga ändringar meddelar vi via e-post eller på webbplatsen innan de börjar gälla. Datumet högst upp visar när villkoren senast ändrades.',
      ],
    },
    {
      heading: 'Kontakt',
      paragraphs: ['Har du frågor om villkoren är du välkommen att höra av dig via kontaktsidan.'],
    },
  ],
  contactEmail: 'E-post:',
  contactPhone: 'Telefon:',
  contactPage: 'Gå till kontaktsidan',
} as const
