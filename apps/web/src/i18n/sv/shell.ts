/** Header, menus, panels, footer and cookie notice of the storefront frame. */
export const shell = {
  skipToContent: 'Hoppa till innehållet',
  notifications: 'Aviseringar',
  homeLinkSuffix: ' – till startsidan',
  tagline: 'Byt kläder – inte planeten',
  topBar: ['Fri frakt', 'Leverans inom 3–5 arbetsdagar', 'Inga extra avgifter'],
  nav: {
    label: 'Huvudmeny',
    home: 'Hem',
    women: 'Dam',
    kids: 'Barn',
    guide: 'Guide',
    about: 'Om Oss',
    contact: 'Kontakt',
  },
  /** Category names the Dam and Barn menu links look up. */
  categoryNames: { women: 'Dam', kids: 'Barn' },
  actions: {
    search: 'Sök',
    openMenu: 'Öppna menyn',
    account: 'Mitt konto',
    login: 'Logga in',
    logout: 'Logga ut',
    wishlist: (count: number) => `Önskelista, ${count} ${count === 1 ? 'produkt' : 'produkter'}`,
    cart: (count: number) => `Varukorg, ${count} ${count === 1 ? 'produkt' : 'produkter'}`,
    pointsPrefix: 'Ditt saldo: ',
    /** `points` is formatPoints' text, e.g. '1 000 poäng'. */
    pointsLabel: (points: string) => `Ditt saldo: ${points}`,
  },
  panels: {
    search: 'Sök',
    wishlist: 'Önskelista',
    cart: 'Varukorg',
    menu: 'Meny',
  },
  search: {
    label: 'Sök bland kläderna',
    placeholder: 'Sök efter plagg, märke, färg…',
    submit: 'Sök',
  },
  footer: {
    about:
      'Klädbyte är en svensk plattform för klädbyten: skicka in kläder du inte använder, få poäng och välj nya favoriter – med fri frakt.',
    infoHeading: 'Information',
    contactHeading: 'Kontakt',
    hoursHeading: 'Öppettider',
    links: {
      about: 'Om oss',
      guide: 'Guide',
      terms: 'Användarvillkor',
      policy: 'Integritetspolicy',
      faq: 'Vanliga frågor',
      contact: 'Kontakt',
    },
    phone: 'Telefon',
    email: 'E-post',
    copyright: (year: string, shopName: string) => `© ${year} ${shopName}`,
  },
  cookies: {
    label: 'Kakor',
    text: 'Vi använder kakor (cookies) som behövs för att sidan ska fungera, till exempel för inloggning och varukorg. Vi använder inga kakor för reklam.',
    readMore: 'Läs mer i integritetspolicyn',
    accept: 'Acceptera',
  },
} as const
