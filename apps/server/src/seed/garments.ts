import type { GarmentKind, Noun, Subcategory } from './catalogue.js'
import type { Rng } from './prng.js'

type Forms = { en: string; ett: string; pl: string }
export interface Colour extends Forms {
  hex: string
}
export type PatternKind = 'plain' | 'stripes' | 'dots' | 'checks' | 'flowers'

const forms = (en: string, ett: string, pl: string) => ({ en, ett, pl })

const COLOURS: Colour[] = [
  { ...forms('röd', 'rött', 'röda'), hex: '#c0392b' },
  { ...forms('vinröd', 'vinrött', 'vinröda'), hex: '#7b1e32' },
  { ...forms('blå', 'blått', 'blå'), hex: '#2e5fa7' },
  { ...forms('marinblå', 'marinblått', 'marinblå'), hex: '#1f2d4d' },
  { ...forms('ljusblå', 'ljusblått', 'ljusblå'), hex: '#8fb8de' },
  { ...forms('grön', 'grönt', 'gröna'), hex: '#3f8f4f' },
  { ...forms('mörkgrön', 'mörkgrönt', 'mörkgröna'), hex: '#28453a' },
  { ...forms('svart', 'svart', 'svarta'), hex: '#22252a' },
  { ...forms('vit', 'vitt', 'vita'), hex: '#f4f2ee' },
  { ...forms('grå', 'grått', 'grå'), hex: '#8a8f96' },
  { ...forms('beige', 'beige', 'beige'), hex: '#d8c3a5' },
  { ...forms('brun', 'brunt', 'bruna'), hex: '#7a5034' },
  { ...forms('gul', 'gult', 'gula'), hex: '#e8c547' },
  { ...forms('senapsgul', 'senapsgult', 'senapsgula'), hex: '#c99a2e' },
  { ...forms('rosa', 'rosa', 'rosa'), hex: '#e8a1b3' },
  { ...forms('lila', 'lila', 'lila'), hex: '#7d5ba6' },
  { ...forms('orange', 'orange', 'orange'), hex: '#e07b39' },
  { ...forms('turkos', 'turkos', 'turkosa'), hex: '#2a9d9a' },
]

const PATTERN_WORDS: Record<Exclude<PatternKind, 'plain'>, Forms> = {
  stripes: forms('randig', 'randigt', 'randiga'),
  dots: forms('prickig', 'prickigt', 'prickiga'),
  checks: forms('rutig', 'rutigt', 'rutiga'),
  flowers: forms('blommig', 'blommigt', 'blommiga'),
}

const MATERIALS: Record<GarmentKind, string[]> = {
  dress: ['bomull', 'linne', 'viskos', 'ekologisk bomull', 'lyocell'],
  skirt: ['bomull', 'ull', 'viskos', 'manchester', 'denim'],
  trousers: ['bomull', 'linne', 'ull', 'manchester', 'ekologisk bomull'],
  jeans: ['ekologisk bomull', 'stretchdenim', 'denim'],
  tshirt: ['bomull', 'ekologisk bomull', 'bambu'],
  top: ['bomull', 'viskos', 'siden'],
  sweater: ['ull', 'merinoull', 'bomull', 'lammull', 'alpackaull'],
  cardigan: ['ull', 'merinoull', 'bomull', 'mohair'],
  shirt: ['bomull', 'linne', 'flanell', 'viskos'],
  jacket: ['ull', 'denim', 'mocka', 'skinn', 'vaxad bomull'],
  coat: ['ull', 'bomull', 'kashmirblandning'],
  body: ['ekologisk bomull', 'bomull', 'bambu'],
  overall: ['fleece', 'bomull', 'vattentätt material'],
  beanie: ['ull', 'merinoull', 'bomull'],
  cap: ['bomull', 'manchester'],
  scarf: ['ull', 'siden', 'bomull', 'kashmir'],
  bag: ['skinn', 'canvas', 'bomull', 'mocka'],
}

const BASE_PRICE: Record<GarmentKind, number> = {
  dress: 140,
  skirt: 90,
  trousers: 100,
  jeans: 120,
  tshirt: 45,
  top: 40,
  sweater: 120,
  cardigan: 130,
  shirt: 80,
  jacket: 220,
  coat: 280,
  body: 25,
  overall: 160,
  beanie: 35,
  cap: 40,
  scarf: 55,
  bag: 110,
}

const FEATURE: Partial<Record<GarmentKind, string[]>> = {
  dress: [
    'Fladdrig kjoldel och smickrande midja.',
    'Knytband i midjan och fickor i sidsömmarna.',
    'Lätt A-linjeformad modell med dold dragkedja.',
  ],
  skirt: ['Resår i midjan och fint fall.', 'Hög midja och knappar framtill.'],
  trousers: ['Rak modell med pressveck och fickor.', 'Resår i midjan och knytband.'],
  jeans: ['Klassisk femficksmodell.', 'Hög midja och rak ben.'],
  sweater: ['Ribbstickade muddar och mjuk känsla.', 'Ledig passform som är lätt att kombinera.'],
  cardigan: ['Knappar hela vägen och rymliga fickor.', 'Mjuk stickning som värmer utan att bli för tjock.'],
  shirt: [
    'Knappslå framtill och krage som sitter fint.',
    'Avslappnad modell som fungerar både instoppad och utanpå.',
  ],
  jacket: ['Varm och skön inför kyligare dagar.', 'Dragkedja, rymliga fickor och justerbar huva.'],
  coat: ['Tidlös modell som räcker till knät.', 'Dubbelknäppt med skärp i midjan.'],
  body: ['Tryckknappar i grenen gör blöjbytet enkelt.', 'Omlottmodell som är lätt att ta på.'],
  overall: ['Resår vid ärm och ben håller värmen inne.', 'Reflexer och dragkedja hela vägen ner.'],
  bag: ['Justerbar axelrem och flera innerfack.', 'Rymlig modell som rymmer en dator.'],
}
const GENERAL = [
  'Skön passform och mjukt material – perfekt till vardags.',
  'Tidlöst plagg som går att klä upp eller ner.',
  'Lätt att kombinera med det du redan har.',
]
const CONDITION = [
  'Mycket fint skick, knappt använd.',
  'Fint skick med lätt tvättslitage.',
  'Som ny – lappen sitter kvar.',
  'Gott skick, några små noppor.',
  'Använd men välvårdad, utan fläckar eller hål.',
]
const CARE = [
  'Tvättas i 40 grader.',
  'Tvättas i 30 grader.',
  'Handtvätt eller ulltvätt rekommenderas.',
  'Kemtvätt rekommenderas.',
]

export interface Garment {
  name: string
  description: string
  size: string
  price: number
  kind: GarmentKind
  colour: Colour
  pattern: PatternKind
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** One believable second-hand garment for a subcategory: Swedish name, description, size and price. */
export function makeGarment(rng: Rng, sub: Subcategory): Garment {
  const noun: Noun = rng.pick(sub.nouns)
  const colour = rng.pick(COLOURS)
  const pattern = rng.weighted<PatternKind>([
    ['plain', 6],
    ['stripes', 1],
    ['dots', 1],
    ['checks', 1],
    ['flowers', 1],
  ])
  const adjective = pattern === 'plain' ? colour[noun.form] : PATTERN_WORDS[pattern][noun.form]
  const material = rng.chance(0.7) ? ` i ${rng.pick(MATERIALS[noun.kind])}` : ''
  const name = capitalise(`${adjective} ${noun.word}${material}`)
  const feature = rng.pick([...(FEATURE[noun.kind] ?? []), ...GENERAL])
  const sentences = [feature, rng.pick(CONDITION)]
  if (rng.chance(0.6)) sentences.push(rng.pick(CARE))
  const raw = BASE_PRICE[noun.kind] * (0.5 + rng.next() * 1.3)
  const price = Math.min(500, Math.max(10, Math.round(raw / 5) * 5))
  return {
    name,
    description: sentences.join(' '),
    size: rng.pick(sub.sizes),
    price,
    kind: noun.kind,
    colour,
    pattern,
  }
}
