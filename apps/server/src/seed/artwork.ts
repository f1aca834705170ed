import type { GarmentKind } from './catalogue.js'
import type { Colour, PatternKind } from './garments.js'

/** Outline of each garment in a 400 × 500 box, centred on x = 200. */
const SHAPES: Record<GarmentKind, string> = {
  tshirt:
    'M140 90 L175 75 Q200 98 225 75 L260 90 L322 142 L292 184 L262 164 L262 420 L138 420 L138 164 L108 184 L78 142 Z',
  top: 'M158 80 L176 80 Q200 128 224 80 L242 80 Q244 148 258 172 L258 410 L142 410 L142 172 Q156 148 158 80 Z',
  sweater:
    'M140 84 L175 72 Q200 94 225 72 L260 84 L302 120 L338 332 L302 344 L264 176 L264 422 L136 422 L136 176 L98 344 L62 332 L98 120 Z',
  cardigan:
    'M140 84 L175 72 L200 150 L225 72 L260 84 L302 120 L338 332 L302 344 L264 176 L264 422 L136 422 L136 176 L98 344 L62 332 L98 120 Z',
  shirt:
    'M142 86 L174 72 L200 96 L226 72 L258 86 L300 122 L334 330 L300 340 L262 180 L262 430 L138 430 L138 180 L100 340 L66 330 L100 122 Z',
  jacket:
    'M136 84 L172 70 L200 120 L228 70 L264 84 L306 122 L342 344 L304 356 L268 188 L268 430 L132 430 L132 188 L96 356 L58 344 L94 122 Z',
  coat: 'M138 80 L172 66 L200 118 L228 66 L262 80 L304 118 L340 350 L302 362 L270 190 L282 470 L118 470 L130 190 L98 362 L60 350 L96 118 Z',
  dress:
    'M166 66 L180 66 Q200 92 220 66 L234 66 L244 150 Q242 188 230 212 L304 446 Q200 468 96 446 L170 212 Q158 188 156 150 Z',
  skirt: 'M142 120 L258 120 L312 420 Q200 446 88 420 Z',
  trousers: 'M134 76 L266 76 L288 464 L218 464 L200 186 L182 464 L112 464 Z',
  jeans: 'M134 76 L266 76 L284 464 L218 464 L200 190 L182 464 L116 464 Z',
  body: 'M150 92 L178 80 Q200 102 222 80 L250 92 L302 132 L280 172 L256 156 L256 330 Q238 384 216 394 L184 394 Q162 384 144 330 L144 156 L120 172 L98 132 Z',
  overall:
    'M148 88 L178 76 Q200 98 222 76 L252 88 L296 124 L326 300 L294 310 L262 184 L272 462 L212 462 L200 300 L188 462 L128 462 L138 184 L106 310 L74 300 L104 124 Z',
  beanie: 'M112 318 Q108 150 200 136 Q292 150 288 318 Z',
  cap: 'M118 300 Q118 170 200 164 Q282 170 282 300 Z M118 292 L282 292 Q330 300 352 330 L120 330 Z',
  scarf:
    'M150 60 L222 60 L236 300 Q238 360 270 440 L214 452 Q184 370 178 300 Z M180 120 L120 140 L96 420 L150 430 L176 180 Z',
  bag: 'M104 200 Q104 186 118 186 L282 186 Q296 186 296 200 L306 382 Q306 398 290 398 L110 398 Q94 398 94 382 Z',
}

/** Extra lines drawn on the front: seams, buttons, zips, pockets. */
function details(kind: GarmentKind, ink: string): string {
  const line = (d: string, w = 3) =>
    `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${w}" stroke-linecap="round" opacity="0.55"/>`
  const buttons = (x: number, ys: number[]) =>
    ys.map((y) => `<circle cx="${x}" cy="${y}" r="5" fill="${ink}" opacity="0.7"/>`).join('')
  switch (kind) {
    case 'cardigan':
      return line('M200 150 L200 422') + buttons(212, [190, 240, 290, 340, 390])
    case 'shirt':
      return (
        line('M174 72 L190 120 L200 96 L210 120 L226 72') +
        line('M200 100 L200 430') +
        buttons(208, [150, 210, 270, 330, 390])
      )
    case 'jacket':
      return (
        line('M200 120 L200 430', 4) +
        line('M160 330 L190 330 M210 330 L240 330') +
        line('M172 70 L188 150 M228 70 L212 150')
      )
    case 'coat':
      return line('M130 260 L270 260', 10) + buttons(180, [200, 300, 360]) + buttons(220, [200, 300, 360])
    case 'jeans':
      return (
        line('M134 100 L266 100') +
        line('M150 100 Q160 140 190 140 M250 100 Q240 140 210 140') +
        line('M200 100 L200 190', 2)
      )
    case 'trousers':
      return line('M134 100 L266 100') + line('M165 110 L150 460 M235 110 L250 460', 2)
    case 'skirt':
      return line('M142 144 L258 144')
    case 'dress':
      return line('M158 200 Q200 216 242 200')
    case 'body':
      return buttons(200, [378]) + buttons(184, [380]) + buttons(216, [380])
    case 'overall':
      return line('M200 98 L200 300', 4)
    case 'beanie':
      return `<rect x="100" y="290" width="200" height="52" rx="14" fill="${ink}" opacity="0.35"/><circle cx="200" cy="128" r="26" fill="${ink}" opacity="0.45"/>`
    case 'bag':
      return line('M150 190 Q150 100 200 100 Q250 100 250 190', 9) + line('M110 250 L290 250')
    case 'scarf':
      return line(
        'M214 452 L210 480 M226 450 L224 478 M240 446 L240 474 M100 420 L98 450 M116 424 L114 454 M132 428 L132 458',
        2,
      )
    default:
      return ''
  }
}

function patternFill(pattern: PatternKind, accent: string): string {
  const parts: string[] = []
  if (pattern === 'stripes')
    for (let y = 40; y < 500; y += 26) parts.push(`<rect x="40" y="${y}" width="320" height="10"/>`)
  if (pattern === 'checks') {
    for (let y = 40; y < 500; y += 34)
      parts.push(`<rect x="40" y="${y}" width="320" height="14" opacity="0.5"/>`)
    for (let x = 40; x < 360; x += 34)
      parts.push(`<rect x="${x}" y="40" width="14" height="460" opacity="0.5"/>`)
  }
  if (pattern === 'dots')
    for (let y = 50; y < 490; y += 28)
      for (let x = 50 + ((y / 28) % 2) * 14; x < 360; x += 28)
        parts.push(`<circle cx="${x}" cy="${y}" r="5"/>`)
  if (pattern === 'flowers')
    for (let y = 60; y < 490; y += 48)
      for (let x = 60 + ((y / 48) % 2) * 24; x < 360; x += 48) {
        for (const [dx, dy] of [
          [0, -7],
          [7, 0],
          [0, 7],
          [-7, 0],
        ])
          parts.push(`<circle cx="${x + dx!}" cy="${y + dy!}" r="5"/>`)
        parts.push(`<circle cx="${x}" cy="${y}" r="4" fill="#f2c84b"/>`)
      }
  return `<g fill="${accent}">${parts.join('')}</g>`
}

const BACKGROUNDS = ['#f3efe8', '#e8eef3', '#f1e9ee', '#eaf1e8', '#f4f1e4', '#ece9f3']

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16)
  const mix = (c: number) => Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount)
  const [r, g, b] = [mix(n >> 16), mix((n >> 8) & 255), mix(n & 255)]
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`
}

const isLight = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16)
  return 0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255) > 150
}

export interface ArtworkSpec {
  kind: GarmentKind
  colour: Colour
  pattern: PatternKind
  /** 0 front, 1 back, 2 close-up, 3 on a hanger. */
  view: number
  /** Picks the background. */
  variant: number
}

/** An SVG picture of a garment (no text, no external references), 1024 × 1280 px. */
export function garmentSvg({ kind, colour, pattern, view, variant }: ArtworkSpec): string {
  const base = colour.hex
  const ink = shade(base, -0.45)
  const accent = isLight(base) ? shade(base, -0.35) : shade(base, 0.75)
  const bg = BACKGROUNDS[(variant + view) % BACKGROUNDS.length]!
  const shape = SHAPES[kind]
  const transforms = [
    '',
    'translate(400 0) scale(-1 1)',
    'translate(200 250) scale(2.3) translate(-200 -230)',
    'translate(200 280) rotate(-4) scale(0.86) translate(-200 -250)',
  ]
  const hanger =
    view === 3
      ? `<path d="M200 40 Q200 18 214 22 Q226 28 214 44 L200 60 L120 100 L280 100 Z" fill="none" stroke="#6b5a45" stroke-width="6" stroke-linejoin="round"/>`
      : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1280" viewBox="0 0 400 500">
<defs>
<clipPath id="g"><path d="${shape}" fill-rule="nonzero"/></clipPath>
<linearGradient id="l" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>
</defs>
<rect width="400" height="500" fill="${bg}"/>
<ellipse cx="200" cy="478" rx="150" ry="12" fill="#000" opacity="${view === 2 ? 0 : 0.07}"/>
${hanger}
<g transform="${transforms[view] ?? ''}">
<path d="${shape}" fill="${base}"/>
${pattern === 'plain' ? '' : `<g clip-path="url(#g)">${patternFill(pattern, accent)}</g>`}
<path d="${shape}" fill="url(#l)"/>
<path d="${shape}" fill="none" stroke="${ink}" stroke-width="3" stroke-linejoin="round"/>
${view === 1 ? (kind === 'bag' ? details('bag', ink) : '') : details(kind, ink)}
</g>
</svg>`
}
