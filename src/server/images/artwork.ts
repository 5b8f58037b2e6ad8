import type { ArtworkKind } from '../seed/categories'

/** Colourways the catalogue uses; each is part of an artwork file name. */
export const artworkColours = [
  'black',
  'brown',
  'tan',
  'red',
  'orange',
  'olive',
  'navy',
  'grey',
  'white',
  'blue',
  'camo',
  'chrome',
  'oxblood',
] as const

export type ArtworkColour = (typeof artworkColours)[number]

const colourHex: Record<ArtworkColour, string> = {
  black: '#1f1f22',
  brown: '#6b4226',
  tan: '#c19a6b',
  red: '#b3261e',
  orange: '#e8731c',
  olive: '#6b7a3a',
  navy: '#1f2f57',
  grey: '#7d8288',
  white: '#f2f2ee',
  blue: '#2f5da8',
  camo: '#5b6b3a',
  chrome: '#c9d0d6',
  oxblood: '#5a1a1e',
}

interface Palette {
  /** Main fill; a paint server reference for camo and chrome. */
  fill: string
  stroke: string
  /** Darker trim (soles, flaps, cuffs). */
  detail: string
  /** Contrasting stitching, zips and highlights. */
  accent: string
}

const GLASS = '#2c3e50'

/** One flat silhouette per kind, drawn in a 100×100 box facing right. */
const shapes: Record<ArtworkKind, (p: Palette) => string> = {
  helmet: (p) =>
    `<path d="M18 60C18 34 36 18 58 18C76 18 88 32 88 52V68C88 76 82 80 74 80H32C24 80 18 72 18 64Z"/><path d="M54 38H86V56H62C57 56 54 52 54 47Z" fill="${GLASS}"/><path d="M24 50C30 34 44 26 60 25" fill="none" stroke="${p.accent}" stroke-width="3"/>`,
  bell: (p) =>
    `<path d="M50 24C41 24 35 31 35 44V62L29 70H71L65 62V44C65 31 59 24 50 24Z"/><circle cx="50" cy="76" r="5" fill="${p.detail}"/><circle cx="50" cy="19" r="4" fill="none" stroke-width="2"/><path d="M40 46C40 38 44 33 50 32" fill="none" stroke="${p.accent}" stroke-width="2"/>`,
  visor: (p) =>
    `<path d="M8 50H92" fill="none" stroke="${p.detail}" stroke-width="5"/><path d="M18 38C18 34 48 34 50 40C52 34 82 34 82 38V58C82 64 66 66 58 60C54 56 46 56 42 60C34 66 18 64 18 58Z"/><path d="M24 42C30 40 40 40 44 44V54C38 58 28 58 24 54ZM56 44C60 40 70 40 76 42V54C72 58 62 58 56 54Z" fill="${GLASS}"/>`,
  jacket: (p) =>
    `<path d="M36 16L44 20L50 30L56 20L64 16L80 24L92 64L80 68L72 44V86H28V44L20 68L8 64L20 24Z"/><path d="M50 30V86M44 20L50 40L56 20" fill="none" stroke="${p.accent}" stroke-width="1.5"/><path d="M32 60H44M56 60H68" fill="none" stroke="${p.detail}" stroke-width="2"/>`,
  vest: (p) =>
    `<path d="M34 16L44 20L50 34L56 20L66 16C66 26 70 32 74 34L72 86H28L26 34C30 32 34 26 34 16Z"/><path d="M50 34V86" fill="none" stroke="${p.accent}" stroke-width="1.5"/><path d="M34 56H44M56 56H66" fill="none" stroke="${p.detail}" stroke-width="2"/>`,
  pants: (p) =>
    `<path d="M30 14H70L76 88H56L50 38L44 88H24Z"/><path d="M30 22H70" fill="none" stroke="${p.detail}" stroke-width="2"/><path d="M36 22C36 30 42 32 46 32M64 22C64 30 58 32 54 32" fill="none" stroke="${p.accent}"/>`,
  shirt: (p) =>
    `<path d="M36 18H44C46 24 54 24 56 18H64L84 32L76 46L68 40V86H32V40L24 46L16 32Z"/><path d="M41 30V86M59 30V86M32 52H68M32 70H68" fill="none" stroke="${p.accent}" stroke-width="1.5" opacity=".45"/><path d="M50 24V86" fill="none" stroke="${p.detail}"/>`,
  boot: (p) =>
    `<path d="M32 12H58V56L80 64C88 66 92 72 90 80H32Z"/><path d="M30 80H92V88H30Z" fill="${p.detail}"/><path d="M32 36H58" fill="none" stroke="${p.accent}" stroke-width="2.5"/><rect x="48" y="32" width="7" height="8" fill="none" stroke="${p.accent}"/>`,
  bag: (p) =>
    `<path d="M38 32C38 18 62 18 62 32" fill="none" stroke-width="3"/><path d="M18 36H82V78C82 84 78 88 72 88H28C22 88 18 84 18 78Z"/><path d="M16 32H84V54C70 62 30 62 16 54Z" fill="${p.detail}"/><rect x="30" y="50" width="6" height="16" rx="1" fill="${p.accent}"/><rect x="64" y="50" width="6" height="16" rx="1" fill="${p.accent}"/>`,
  glove: (p) =>
    `<path d="M30 88V54L25 30C24 25 31 23 32 28L36 46L37 20C37 15 44 15 44 20L45 44L47 16C47 11 54 11 54 16L54 44L57 20C57 15 64 15 64 20L62 48L69 39C72 35 78 38 75 43L64 62V88Z"/><path d="M28 76H66V88H28Z" fill="${p.detail}"/><path d="M38 52H60" fill="none" stroke="${p.accent}" stroke-width="2"/>`,
  armor: (p) =>
    `<path d="M34 14H66C71 14 74 17 74 22L71 80C71 85 67 88 62 88H38C33 88 29 85 29 80L26 22C26 17 29 14 34 14Z"/><path d="M28 30H72M28 44H72M29 58H71M30 72H70" fill="none" stroke="${p.accent}" stroke-width="1.5"/><path d="M50 14V88" fill="none" stroke="${p.detail}" stroke-width="2"/>`,
  mount: (p) =>
    `<path d="M14 80H86" fill="none" stroke="${p.detail}" stroke-width="5"/><circle cx="50" cy="78" r="9" fill="none" stroke-width="4"/><path d="M47 58H53V70H47Z" fill="${p.detail}"/><rect x="36" y="12" width="28" height="46" rx="4"/><rect x="40" y="17" width="20" height="34" rx="1.5" fill="${GLASS}"/>`,
  ring: (p) =>
    `<circle cx="50" cy="60" r="20" fill="none" stroke="${p.fill}" stroke-width="8"/><path d="M36 30C36 16 64 16 64 30C64 36 60 40 58 42H42C40 40 36 36 36 30Z"/><circle cx="44" cy="30" r="3.5" fill="${p.accent}"/><circle cx="56" cy="30" r="3.5" fill="${p.accent}"/><path d="M46 39V43M50 39V43M54 39V43" fill="none" stroke="${p.accent}"/>`,
  chain: (p) =>
    `<g fill="none" stroke="${p.fill}" stroke-width="5"><ellipse cx="20" cy="74" rx="9" ry="5" transform="rotate(-40 20 74)"/><ellipse cx="32" cy="62" rx="9" ry="5" transform="rotate(50 32 62)"/><ellipse cx="44" cy="50" rx="9" ry="5" transform="rotate(-40 44 50)"/><ellipse cx="56" cy="38" rx="9" ry="5" transform="rotate(50 56 38)"/><ellipse cx="68" cy="26" rx="9" ry="5" transform="rotate(-40 68 26)"/></g><circle cx="80" cy="16" r="6" fill="none" stroke="${p.detail}" stroke-width="3"/>`,
  whip: (p) =>
    `<path d="M16 84L30 70L36 76L22 90Z"/><path d="M33 73C58 50 36 32 58 20C72 12 86 24 78 36" fill="none" stroke="${p.fill}" stroke-width="5" stroke-linecap="round"/><path d="M33 73C58 50 36 32 58 20" fill="none" stroke="${p.accent}" stroke-dasharray="2 3"/><path d="M78 36L74 46M78 36L80 47M78 36L85 44" fill="none" stroke="${p.accent}" stroke-width="2"/>`,
  chaps: (p) =>
    `<path d="M22 16H78V26H68L74 88H56L52 32H48L44 88H26L32 26H22Z"/><path d="M22 21H78" fill="none" stroke="${p.accent}" stroke-width="2"/><rect x="46" y="17" width="8" height="8" fill="none" stroke="${p.accent}"/><path d="M31 40L26 44M30 52L25 56M29 64L24 68M69 40L74 44M70 52L75 56M71 64L76 68" fill="none" stroke="${p.detail}" stroke-width="1.5"/>`,
  hoodie: (p) =>
    `<path d="M38 18C40 8 60 8 62 18L80 26L90 66L79 69L72 46V86H28V46L21 69L10 66L20 26Z"/><path d="M38 66H62L58 76H42Z" fill="none" stroke="${p.accent}"/><path d="M46 24V38M54 24V38" fill="none" stroke="${p.accent}" stroke-width="1.5"/>`,
  cap: (p) =>
    `<path d="M20 64C20 40 34 28 52 28C70 28 80 42 80 64Z"/><path d="M72 64C84 62 94 66 94 72H66Z" fill="${p.detail}"/><circle cx="52" cy="27" r="3" fill="${p.detail}"/><path d="M52 30V64M36 34C40 44 40 56 38 64" fill="none" stroke="${p.accent}"/>`,
  part: (p) =>
    `<path d="M12 46L56 42L84 38C92 38 92 62 84 62L56 58L12 54Z"/><ellipse cx="86" cy="50" rx="4" ry="11" fill="${p.detail}"/><path d="M30 44V56M44 43V57" fill="none" stroke="${p.accent}" stroke-width="2.5"/>`,
  bottle: (p) =>
    `<path d="M42 12H58V22L63 28C67 32 69 37 69 43V82C69 86 65 90 61 90H39C35 90 31 86 31 82V43C31 37 33 32 37 28L42 22Z"/><rect x="36" y="48" width="28" height="26" rx="2" fill="${p.accent}"/><path d="M40 12H60V18H40Z" fill="${p.detail}"/><path d="M41 56H59M41 62H55" fill="none" stroke="${p.detail}" stroke-width="2"/>`,
}

export function isArtworkKind(value: string): value is ArtworkKind {
  return Object.hasOwn(shapes, value)
}

export function isArtworkColour(value: string): value is ArtworkColour {
  return Object.hasOwn(colourHex, value)
}

export interface ArtworkFile {
  kind: ArtworkKind
  colour: ArtworkColour
  n: number
}

const FILE_PATTERN = /^([a-z]+)-([a-z]+)-(\d{1,12})\.svg$/

/** Parses `{artwork}-{colour}-{n}.svg`; null when the name does not denote an artwork we draw. */
export function parseArtworkFile(file: string): ArtworkFile | null {
  const match = FILE_PATTERN.exec(file)
  if (!match) return null
  const [, kind = '', colour = '', digits = ''] = match
  if (!isArtworkKind(kind) || !isArtworkColour(colour)) return null
  return { kind, colour, n: Number(digits) }
}

export function artworkPath(kind: ArtworkKind, colour: ArtworkColour, n: number): string {
  return `/images/products/${kind}-${colour}-${n}.svg`
}

/** Renders the square SVG for one artwork file; `size` sets its width and height in pixels. */
export function renderArtwork(file: ArtworkFile, size: number): string {
  const h1 = mix(file.n, 0x9e3779b9)
  const h2 = mix(file.n, 0x85ebca6b)
  const hue = h1 % 360
  const angle = ((h1 >>> 9) % 360) * (Math.PI / 180)
  const x = round(0.5 * Math.cos(angle))
  const y = round(0.5 * Math.sin(angle))
  const from = hslToHex(hue, 25 + (h2 % 20), 88 + ((h2 >>> 5) % 5))
  const to = hslToHex((hue + 30 + ((h2 >>> 8) % 40)) % 360, 30 + ((h2 >>> 13) % 20), 72 + ((h2 >>> 17) % 8))
  const tilt = ((h2 >>> 21) % 13) - 6
  const flip = file.n % 2 === 1 ? ' translate(100 0) scale(-1 1)' : ''
  const palette = paletteFor(file.colour)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
    `<defs><linearGradient id="bg" x1="${round(0.5 - x)}" y1="${round(0.5 - y)}" x2="${round(0.5 + x)}" y2="${round(0.5 + y)}">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>${paintServer(file.colour)}</defs>` +
    `<rect width="100" height="100" fill="url(#bg)"/>${accentPattern(h1 >>> 20, h2)}` +
    '<ellipse cx="50" cy="91" rx="32" ry="4" fill="#000" opacity=".12"/>' +
    `<g transform="rotate(${tilt} 50 50)${flip}" fill="${palette.fill}" stroke="${palette.stroke}" stroke-width="1.2" stroke-linejoin="round">` +
    `${shapes[file.kind](palette)}</g></svg>`
  )
}

function paletteFor(colour: ArtworkColour): Palette {
  const base = colourHex[colour]
  const dark = luminance(base) < 0.35
  const fill = colour === 'camo' ? 'url(#camo)' : colour === 'chrome' ? 'url(#chrome)' : base
  return {
    fill,
    stroke: colour === 'chrome' ? '#6b7379' : shade(base, dark ? -0.5 : -0.35),
    detail: shade(base, dark ? 0.25 : -0.3),
    accent: dark ? '#d9d4c7' : '#2a2522',
  }
}

function paintServer(colour: ArtworkColour): string {
  if (colour === 'camo') {
    return (
      '<pattern id="camo" width="24" height="24" patternUnits="userSpaceOnUse"><rect width="24" height="24" fill="#6b7a3a"/>' +
      '<path d="M2 4C8 0 14 6 10 10C6 14 0 10 2 4Z" fill="#3f4a22"/><path d="M14 14C20 12 24 18 20 22C16 24 10 20 14 14Z" fill="#a08a5a"/>' +
      '<path d="M16 2C20 2 22 6 18 8Z" fill="#2d3319"/></pattern>'
    )
  }
  if (colour === 'chrome') {
    return '<linearGradient id="chrome" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f6f8"/><stop offset=".5" stop-color="#9aa3ab"/><stop offset="1" stop-color="#e1e5e8"/></linearGradient>'
  }
  return ''
}

/** A faint pattern behind the product, so images of the same kind and colour still differ. */
function accentPattern(seed: number, h: number): string {
  const tone = h % 2 === 0 ? '#fff' : '#000'
  const open = `<g fill="none" stroke="${tone}" stroke-width="2" opacity=".18">`
  switch (seed % 5) {
    case 0: {
      let dots = ''
      for (let i = 0; i < 6; i++) {
        const v = mix(h, i)
        dots += `<circle cx="${v % 100}" cy="${(v >>> 8) % 100}" r="${2 + ((v >>> 16) % 5)}"/>`
      }
      return `<g fill="${tone}" opacity=".18">${dots}</g>`
    }
    case 1: {
      const start = h % 25
      return `${open}<path d="M${start} 0L${start - 100} 100M${start + 25} 0L${start - 75} 100M${start + 50} 0L${start - 50} 100M${start + 75} 0L${start - 25} 100M${start + 100} 0L${start} 100"/></g>`
    }
    case 2: {
      const cx = h % 2 === 0 ? 0 : 100
      const cy = (h >>> 1) % 2 === 0 ? 0 : 100
      return `${open}<circle cx="${cx}" cy="${cy}" r="20"/><circle cx="${cx}" cy="${cy}" r="32"/><circle cx="${cx}" cy="${cy}" r="44"/></g>`
    }
    case 3: {
      const y = 8 + (h % 10)
      return `${open}<path d="M0 ${y}L10 ${y - 6}L20 ${y}L30 ${y - 6}L40 ${y}L50 ${y - 6}L60 ${y}L70 ${y - 6}L80 ${y}L90 ${y - 6}L100 ${y}"/></g>`
    }
    default: {
      let plus = ''
      for (let i = 0; i < 5; i++) {
        const v = mix(h, i + 7)
        const px = 6 + (v % 88)
        const py = 6 + ((v >>> 8) % 30)
        plus += `M${px - 3} ${py}H${px + 3}M${px} ${py - 3}V${py + 3}`
      }
      return `${open}<path d="${plus}"/></g>`
    }
  }
}

function mix(n: number, salt: number): number {
  let h = Math.imul((n ^ salt) >>> 0, 0x7feb352d) ^ Math.floor(n / 0x100000000)
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b)
  return (h ^ (h >>> 16)) >>> 0
}

function round(value: number): number {
  return Math.round(value * 100) / 100
}

function parseHex(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex)
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}

/** Darkens (negative amount) or lightens (positive) a colour towards black or white. */
function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255
  return toHex(parseHex(hex).map((c) => c + (target - c) * Math.abs(amount)))
}

function hslToHex(h: number, s: number, l: number): string {
  const sat = s / 100
  const light = l / 100
  const k = (n: number) => (n + h / 30) % 12
  const a = sat * Math.min(light, 1 - light)
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))
  return toHex([f(0) * 255, f(8) * 255, f(4) * 255])
}
