/** The back-office frame, its placeholder pages and the staff's own profile; read only by lazy admin code. */
export const adminShell = {
  skipToContent: 'Hoppa till innehållet',
  brand: 'Klädbyte',
  brandSuffix: 'Personal',
  nav: {
    label: 'Personalmeny',
    overview: 'Översikt',
    users: 'Användare',
    categories: 'Kategorier',
    products: 'Produkter',
    orders: 'Ordrar',
    submissions: 'Inlämningar',
  },
  openMenu: 'Öppna menyn',
  menuTitle: 'Meny',
  toShop: 'Till butiken',
  userMenu: {
    label: (name: string) => `Användarmeny för ${name}`,
    profile: 'Din profil',
    settings: 'Inställningar',
    logout: 'Logga ut',
  },
  profile: {
    title: 'Din profil',
    lead: 'Ditt namn visas för kollegor i personalsidorna. E-postadressen är den du loggar in med.',
    nameHeading: 'Namn',
    email: 'E-postadress',
    passwordHeading: 'Byt lösenord',
  },
} as const
