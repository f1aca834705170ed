/** Texts of the shop and product pages. Quoted spec texts are copied exactly. */
export const catalog = {
  // Shop
  shopTitle: 'Butik',
  searchTitle: (term: string) => `Sökresultat för ”${term}”`,
  all: 'Alla',
  categoriesNav: 'Kategorier',
  perPage: 'Visa per sida',
  columns: 'Kolumner',
  columnsOption: (n: number) => `${n} kolumner`,
  // `count` is n formatted by lib/format's formatNumber at the call site: the catalogue, in the
  // entry chunk, stays free of Intl formatters.
  resultCount: (n: number, count: string) => (n === 1 ? '1 produkt' : `${count} produkter`),
  // The shop counts up to a cap (ADR 038): past it the total is a lower bound.
  resultCountOver: (count: string) => `Över ${count} produkter`,
  noProducts: 'Inga produkter hittades',
  noProductsHint: 'Prova att ta bort något filter eller söka på något annat.',
  clearFilters: 'Rensa filter',
  loadError: 'Kunde inte hämta produkterna.',
  retry: 'Försök igen',
  subcategories: 'Underkategorier',
  products: 'Produkter',

  // Sidebar
  filters: 'Filter',
  openFilters: 'Visa filter',
  closeFilters: 'Stäng filter',
  search: 'Sök',
  searchPlaceholder: 'Sök plagg…',
  categoryTree: 'Kategoriträd',
  expand: (name: string) => `Visa underkategorier till ${name}`,
  collapse: (name: string) => `Dölj underkategorier till ${name}`,
  pointsFilter: 'Poäng',
  maxPoints: 'Högst',
  maxPointsSr: ' antal poäng',
  pointsUnit: 'poäng',
  maxPointsSlider: 'Högst antal poäng (reglage)',
  noLimit: 'Ingen gräns',
  noLimitShort: 'Alla',
  /** `points` is formatPoints' text (lib/format), e.g. '350 poäng'. */
  upTo: (points: string) => `Upp till ${points}`,
  sizes: 'Storlek',
  sizeGroups: { adult: 'Vuxen', child: 'Barn', ranges: 'Storleksintervall' },
  applyFilters: 'Använd filter',
  activeFilters: (n: number) => (n === 1 ? '1 aktivt filter' : `${n} aktiva filter`),

  // Pagination
  pagination: 'Sidnavigering',
  pageOf: (n: number, total: number) => `Sida ${n} av ${total}`,

  // Product card
  size: 'Storlek',

  // Product page
  productTitle: 'Produkt',
  productNotFound: 'Kunde inte hitta produkt.',
  backToShop: 'Till butiken',
  gallery: 'Bildgalleri',
  galleryHint: 'Använd piltangenterna för att bläddra bland bilderna.',
  previousImage: 'Föregående bild',
  nextImage: 'Nästa bild',
  showImage: (n: number, total: number) => `Visa bild ${n} av ${total}`,
  imageCounter: (n: number, total: number) => `${n} / ${total}`,
  noImage: 'Ingen bild',
  price: 'Pris',
  category: 'Kategori',
  addToCart: 'Lägg i varukorgen',
  addToWishlist: 'Lägg till i önskelistan',
  similar: 'Liknande produkter',
  deliveryNote: 'Fri frakt. Leverans inom 3-5 arbetsdagar. Varje plagg finns i ett enda exemplar.',
  loadingProduct: 'Laddar produkten…',
  stateBadge: { reserved: 'Reserverad', sold: 'Såld' },
  stateExplanation: {
    reserved: 'Plagget är reserverat av någon annan just nu och kan inte läggas i varukorgen.',
    sold: 'Plagget är redan sålt. Varje plagg finns bara i ett exemplar.',
  },
} as const
