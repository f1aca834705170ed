/** The back-office overview (/admin); read only by the lazy dashboard page. */
export const adminDashboard = {
  title: 'Översikt',
  welcome: (firstName: string) => (firstName ? `Välkommen, ${firstName}!` : 'Välkommen!'),
  today: (date: string) => `Idag är det ${date}.`,
  quickHeading: 'Snabbval',
  quick: [
    {
      to: '/admin/products',
      title: 'Lägg upp plagg',
      text: 'Fotografera, prissätt och publicera plaggen som kommit in.',
    },
    {
      to: '/admin/categories',
      title: 'Ordna kategorier',
      text: 'Håll butikens kategorier tydliga så att medlemmarna hittar rätt.',
    },
    {
      to: '/admin/submissions',
      title: 'Granska inlämningar',
      text: 'Se nya inlämningar, svara på frågor och godkänn plagg.',
    },
  ],
  figuresHeading: 'Läget just nu',
  figuresError: 'Siffrorna kunde inte hämtas just nu. Försök igen om en stund.',
  retry: 'Försök igen',
  stats: {
    submitted: 'Inlämningar att ta emot',
    processing: 'Inlämningar under behandling',
    drafts: 'Utkast hos medlemmar',
    ordersPlaced: 'Nya ordrar',
    ordersProcessing: 'Ordrar som behandlas',
    members: 'Medlemmar',
    activeMemberships: 'Aktiva medlemskap',
    points: 'Poäng i omlopp',
    garments: 'Plagg i butiken',
  },
  statHints: {
    submitted: 'Inskickade, väntar på att packas upp',
    drafts: 'Skapade men inte inskickade än',
    garments: 'Synliga och lediga att beställa',
  },
  chart: {
    heading: 'Ordrar och inlämningar per vecka',
    series: { orders: 'Ordrar', submissions: 'Inlämningar' },
    xAxis: 'Vecka',
    yAxis: 'Antal',
    week: (n: string) => `v. ${n}`,
    summary: (weeks: number, orders: number, submissions: number) =>
      `Stapeldiagram över de senaste ${weeks} veckorna: totalt ${orders} ordrar och ${submissions} inlämningar.`,
    showTable: 'Visa som tabell',
    hideTable: 'Dölj tabellen',
    tableCaption: 'Ordrar och inlämningar per vecka, de senaste 12 veckorna',
  },
  tipsHeading: 'Tips för dagen',
  tips: [
    'Svara på meddelanden i inlämningarna samma dag – medlemmarna skickar hellre in igen när de får snabbt svar.',
    'Bra ljus och en lugn bakgrund gör att plaggen säljer snabbare. Ta första bilden rakt framifrån.',
    'Dölj en kategori i stället för att ta bort den när den är tom för säsongen.',
    'Ordrar som är beställda väntar på dig: packa och skicka dem inom två arbetsdagar.',
  ],
} as const
