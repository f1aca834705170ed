/** Texts of the FAQ page (/faq). */
export const faq = {
  title: 'Vanliga frågor',
  heading: 'Vanliga frågor',
  lead: 'Här har vi samlat svaren på det våra medlemmar oftast undrar över.',
  more: 'Hittar du inte svaret?',
  contactLink: 'Kontakta oss',
  items: [
    {
      q: 'Hur fungerar det?',
      a: 'Du skickar in kläder du inte längre använder. Plaggen som godkänns ger poäng, och poängen använder du för att välja andra plagg i vår butik – helt utan kostnad.',
    },
    {
      q: 'Vad kostar det?',
      a: 'Att skapa ett konto och skicka in kläder är gratis. För att beställa behöver du ett medlemskap, en prenumeration som täcker frakt och hantering. Inga extra avgifter tillkommer.',
    },
    {
      q: 'Vilka kläder kan jag skicka in?',
      a: 'Hela och rena plagg för dam och barn som någon annan vill bära. Vi tar inte emot trasiga, fläckiga eller mycket slitna plagg, och inte heller underkläder eller badkläder av hygienskäl.',
    },
    {
      q: 'Hur många poäng får jag för ett plagg?',
      a: 'Det beror på plaggets typ, märke och skick. Poängen sätts när vi granskar inlämningen och bekräftas vid ankomstkontrollen.',
    },
    {
      q: 'När får jag mina poäng?',
      a: 'Så snart paketet har kommit fram och plaggen har gått igenom ankomstkontrollen. Du får ett e-postmeddelande och ser poängen på Mina sidor.',
    },
    {
      q: 'Har poängen något värde i pengar?',
      a: 'Nej. Poäng har inget kontantvärde och kan bara användas i butiken. De kan inte växlas in mot pengar eller föras över till någon annan.',
    },
    {
      q: 'Hur snabbt måste jag skicka plaggen?',
      a: 'Inom 5 arbetsdagar efter att inlämningen har godkänts. Skickas plaggen inte i tid kan inlämningen avbrytas.',
    },
    {
      q: 'Hur lång är leveranstiden?',
      a: 'Din beställning levereras inom 3–5 arbetsdagar. Frakten är alltid gratis.',
    },
    {
      q: 'Måste jag vara medlem för att handla?',
      a: 'Ja, för att beställa krävs ett aktivt medlemskap. Titta runt i butiken och spara favoriter i önskelistan kan du göra ändå.',
    },
    {
      q: 'Vad händer om ett plagg inte godkänns?',
      a: 'Plagg som nekas vid granskningen skickar du helt enkelt inte in. Om ett plagg inte håller måttet vid ankomstkontrollen ger det inga poäng, och vi hör av oss om hur det hanteras.',
    },
    {
      q: 'Kan jag ångra en beställning?',
      a: 'Kontakta oss så snart som möjligt. Om beställningen inte har skickats kan vi avbryta den, och poängen förs då tillbaka till ditt konto.',
    },
  ],
} as const
