import { CHILD_SIZES } from '@kladbyte/contract'
import { BABY, en, ett, KIDS, MEN, ONE_SIZE, pl, type TopCategory, WOMEN } from './catalogue-words.js'

export type { GarmentKind, Noun, Subcategory, TopCategory } from './catalogue-words.js'

/** The demo shop's categories: Dam, Herr, Barn and Accessoarer with their subcategories. */
export const CATALOGUE: TopCategory[] = [
  {
    name: 'Dam',
    description:
      'Damkläder i fint skick – från vardagsfavoriter till festklänningar, alla kontrollerade av oss.',
    subcategories: [
      {
        name: 'Klänningar',
        description: 'Klänningar för vardag och fest: midi, maxi och allt däremellan.',
        sizes: WOMEN,
        nouns: [
          en('klänning', 'dress'),
          en('midiklänning', 'dress'),
          en('maxiklänning', 'dress'),
          en('sommarklänning', 'dress'),
          en('skjortklänning', 'dress'),
          en('omlottklänning', 'dress'),
          en('tröjklänning', 'dress'),
        ],
      },
      {
        name: 'Kjolar',
        description: 'Kjolar i alla längder, från minikjol till plisserad midikjol.',
        sizes: WOMEN,
        nouns: [
          en('kjol', 'skirt'),
          en('midikjol', 'skirt'),
          en('minikjol', 'skirt'),
          en('jeanskjol', 'skirt'),
          en('tyllkjol', 'skirt'),
        ],
      },
      {
        name: 'Byxor',
        description: 'Byxor med bra passform: kostymbyxor, chinos och sköna mjukisbyxor.',
        sizes: WOMEN,
        nouns: [
          pl('byxor', 'trousers'),
          pl('kostymbyxor', 'trousers'),
          pl('chinos', 'trousers'),
          pl('linnebyxor', 'trousers'),
          pl('mjukisbyxor', 'trousers'),
        ],
      },
      {
        name: 'Jeans',
        description: 'Jeans i många modeller – raka, vida, högmidjade och bootcut.',
        sizes: WOMEN,
        nouns: [
          pl('jeans', 'jeans'),
          pl('högmidjade jeans', 'jeans'),
          pl('bootcutjeans', 'jeans'),
          pl('vida jeans', 'jeans'),
        ],
      },
      {
        name: 'Tröjor & koftor',
        description: 'Stickat och mjukt: tröjor, koftor och huvtröjor för kyliga dagar.',
        sizes: WOMEN,
        nouns: [
          en('tröja', 'sweater'),
          en('stickad tröja', 'sweater'),
          en('polotröja', 'sweater'),
          en('kofta', 'cardigan'),
          en('stickad kofta', 'cardigan'),
        ],
      },
      {
        name: 'Toppar & t-shirts',
        description: 'Linnen, toppar och t-shirts att bygga garderoben kring.',
        sizes: WOMEN,
        nouns: [
          en('t-shirt', 'tshirt'),
          en('topp', 'top'),
          ett('linne', 'top'),
          en('långärmad topp', 'tshirt'),
        ],
      },
      {
        name: 'Skjortor & blusar',
        description: 'Blusar och skjortor till jobbet, festen och helgen.',
        sizes: WOMEN,
        nouns: [
          en('blus', 'shirt'),
          en('skjorta', 'shirt'),
          en('linneskjorta', 'shirt'),
          en('jeansskjorta', 'shirt'),
        ],
      },
      {
        name: 'Jackor & kappor',
        description: 'Jackor och kappor för alla årstider, från trenchcoat till dunjacka.',
        sizes: WOMEN,
        nouns: [
          en('jacka', 'jacket'),
          en('jeansjacka', 'jacket'),
          en('dunjacka', 'jacket'),
          en('kavaj', 'jacket'),
          en('kappa', 'coat'),
          en('trenchcoat', 'coat'),
        ],
      },
    ],
  },
  {
    name: 'Barn',
    description: 'Barnkläder som tål lek – bodys, overaller och favoriter som hunnit växas ur.',
    subcategories: [
      {
        name: 'Bodys',
        description: 'Mjuka bodys i bomull för de allra minsta.',
        sizes: BABY,
        nouns: [en('body', 'body'), en('långärmad body', 'body'), en('kortärmad body', 'body')],
      },
      {
        name: 'Overaller',
        description: 'Overaller för vinter, regn och mys.',
        sizes: CHILD_SIZES.slice(0, 7),
        nouns: [
          en('overall', 'overall'),
          en('vinteroverall', 'overall'),
          en('skaloverall', 'overall'),
          en('mjukisoverall', 'overall'),
        ],
      },
      {
        name: 'Byxor & jeans',
        description: 'Slitstarka byxor, jeans och mjukisbyxor för lek och skola.',
        sizes: KIDS,
        nouns: [
          pl('byxor', 'trousers'),
          pl('mjukisbyxor', 'trousers'),
          pl('jeans', 'jeans'),
          pl('leggings', 'trousers'),
        ],
      },
      {
        name: 'Tröjor & t-shirts',
        description: 'Tröjor, koftor och t-shirts i glada färger.',
        sizes: KIDS,
        nouns: [
          en('tröja', 'sweater'),
          en('huvtröja', 'sweater'),
          en('t-shirt', 'tshirt'),
          en('kofta', 'cardigan'),
        ],
      },
      {
        name: 'Klänningar & kjolar',
        description: 'Klänningar och kjolar att snurra runt i.',
        sizes: KIDS,
        nouns: [
          en('klänning', 'dress'),
          en('sommarklänning', 'dress'),
          en('kjol', 'skirt'),
          en('tyllkjol', 'skirt'),
        ],
      },
      {
        name: 'Jackor',
        description: 'Jackor för regn, rusk och vinterkyla.',
        sizes: KIDS,
        nouns: [
          en('jacka', 'jacket'),
          en('regnjacka', 'jacket'),
          en('vinterjacka', 'jacket'),
          en('fleecejacka', 'jacket'),
        ],
      },
    ],
  },
  {
    name: 'Herr',
    description: 'Herrkläder med mycket kvar att ge – skjortor, jeans, stickat och jackor.',
    subcategories: [
      {
        name: 'Byxor',
        description: 'Chinos, kostymbyxor och sköna byxor för vardagen.',
        sizes: MEN,
        nouns: [
          pl('byxor', 'trousers'),
          pl('chinos', 'trousers'),
          pl('kostymbyxor', 'trousers'),
          pl('cargobyxor', 'trousers'),
        ],
      },
      {
        name: 'Jeans',
        description: 'Jeans i raka, smala och avslappnade modeller.',
        sizes: MEN,
        nouns: [pl('jeans', 'jeans'), pl('raka jeans', 'jeans'), pl('smala jeans', 'jeans')],
      },
      {
        name: 'Tröjor',
        description: 'Stickade tröjor, collegetröjor och huvtröjor.',
        sizes: MEN,
        nouns: [
          en('tröja', 'sweater'),
          en('stickad tröja', 'sweater'),
          en('collegetröja', 'sweater'),
          en('huvtröja', 'sweater'),
          en('kofta', 'cardigan'),
        ],
      },
      {
        name: 'T-shirts & pikéer',
        description: 'T-shirts och pikéer i bomull.',
        sizes: MEN,
        nouns: [en('t-shirt', 'tshirt'), en('pikétröja', 'tshirt'), ett('linne', 'top')],
      },
      {
        name: 'Skjortor',
        description: 'Skjortor för kontoret och helgen: oxford, flanell och linne.',
        sizes: MEN,
        nouns: [
          en('skjorta', 'shirt'),
          en('flanellskjorta', 'shirt'),
          en('oxfordskjorta', 'shirt'),
          en('linneskjorta', 'shirt'),
        ],
      },
      {
        name: 'Jackor',
        description: 'Jackor och rockar för alla väder.',
        sizes: MEN,
        nouns: [
          en('jacka', 'jacket'),
          en('dunjacka', 'jacket'),
          en('vindjacka', 'jacket'),
          en('kavaj', 'jacket'),
          en('rock', 'coat'),
        ],
      },
    ],
  },
  {
    name: 'Accessoarer',
    description: 'Mössor, halsdukar och väskor som gör helheten.',
    subcategories: [
      {
        name: 'Mössor & kepsar',
        description: 'Mössor för vintern och kepsar för sommaren.',
        sizes: ONE_SIZE,
        nouns: [en('mössa', 'beanie'), en('stickad mössa', 'beanie'), en('keps', 'cap')],
      },
      {
        name: 'Halsdukar & sjalar',
        description: 'Varma halsdukar och lätta sjalar.',
        sizes: ONE_SIZE,
        nouns: [en('halsduk', 'scarf'), en('sjal', 'scarf'), en('scarf', 'scarf')],
      },
      {
        name: 'Väskor',
        description: 'Handväskor, axelremsväskor och tygkassar.',
        sizes: ONE_SIZE,
        nouns: [
          en('väska', 'bag'),
          en('handväska', 'bag'),
          en('axelremsväska', 'bag'),
          en('tygkasse', 'bag'),
        ],
      },
    ],
  },
]
