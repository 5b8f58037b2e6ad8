/** Blog artwork is 16:10, the shape of the home page's story cards, drawn in a 160×100 box. */
const VIEW_WIDTH = 160
const VIEW_HEIGHT = 100
const HORIZON = 58

interface BlogScene {
  skyTop: string
  skyHorizon: string
  /** Sun or moon. */
  light: { x: number; y: number; r: number; colour: string }
  /** Everything between the sky and the ground: hills, water, mountains, a skyline. */
  landscape: string
  ground: string
  road: string
  roadLine: string
}

const pines = (colour: string, xs: readonly number[], base: number, height: number) =>
  `<path d="${xs.map((x) => `M${x - height / 3} ${base}L${x} ${base - height}L${x + height / 3} ${base}Z`).join('')}" fill="${colour}"/>`

/** One scene per seeded story (src/server/seed/blog-stories.ts), keyed by the story's id. */
const scenes: Record<string, BlogScene> = {
  // Dawn over the lake, spruce on the far shore.
  'lake-superior-circle-tour': {
    skyTop: '#5d8fc4',
    skyHorizon: '#f6d6b0',
    light: { x: 118, y: 42, r: 7, colour: '#fff1c9' },
    landscape:
      '<path d="M0 46C20 40 38 44 56 41C78 37 96 44 118 40C136 37 150 41 160 39V52H0Z" fill="#2f4a3c"/>' +
      '<path d="M0 50H160V60H0Z" fill="#3b6f96"/>' +
      '<path d="M104 53H132M112 56H126M96 51H140" fill="none" stroke="#f6d6b0" stroke-width=".8" opacity=".7"/>' +
      pines('#24382d', [6, 14, 22, 138, 147, 155], 62, 16),
    ground: '#3f5d3a',
    road: '#4a4a4f',
    roadLine: '#f2e6c4',
  },
  // Golden hour over farmland.
  'choosing-your-first-leather-jacket': {
    skyTop: '#c0504d',
    skyHorizon: '#f9d29d',
    light: { x: 40, y: 50, r: 11, colour: '#fff3d6' },
    landscape:
      '<path d="M0 50C24 42 46 48 70 44C96 40 120 50 160 44V60H0Z" fill="#a0673f"/>' +
      '<path d="M0 56C30 50 60 58 90 53C116 49 138 56 160 52V60H0Z" fill="#6b4226"/>',
    ground: '#c19a6b',
    road: '#3b3330',
    roadLine: '#f9d29d',
  },
  // A clear day on a mountain pass.
  'helmet-fit-and-safety-ratings': {
    skyTop: '#2f5da8',
    skyHorizon: '#cfe6f5',
    light: { x: 130, y: 16, r: 6, colour: '#fff7d9' },
    landscape:
      '<path d="M0 52L26 26L44 42L66 18L92 46L112 28L136 48L150 36L160 44V60H0Z" fill="#6f7d8f"/>' +
      '<path d="M20 32L26 26L32 32L28 30ZM59 26L66 18L73 26L68 24ZM106 34L112 28L118 34L113 32Z" fill="#f2f2ee"/>' +
      '<path d="M0 56C28 48 52 56 80 50C106 45 132 54 160 50V60H0Z" fill="#4f6b4a"/>',
    ground: '#6b7a3a',
    road: '#55575c',
    roadLine: '#f2f2ee',
  },
  // Dusk over the city, the lights coming on.
  'wednesday-bike-night': {
    skyTop: '#141b38',
    skyHorizon: '#c4553b',
    light: { x: 128, y: 18, r: 5, colour: '#f2f2ee' },
    landscape:
      '<g fill="#f2f2ee" opacity=".8"><circle cx="14" cy="10" r=".7"/><circle cx="38" cy="20" r=".6"/><circle cx="62" cy="8" r=".8"/><circle cx="90" cy="16" r=".6"/><circle cx="108" cy="6" r=".7"/><circle cx="150" cy="28" r=".6"/></g>' +
      '<path d="M0 60V44H10V38H18V46H26V30H36V42H44V48H54V34H60V26H66V34H72V46H84V40H94V22H104V44H114V36H124V48H134V40H146V46H160V60Z" fill="#1f1f22"/>' +
      '<path d="M29 34H32M29 38H32M97 26H100M97 30H100M97 34H100M57 38H59M117 40H120M63 30H64" fill="none" stroke="#e8b64c" stroke-width="1.2"/>',
    ground: '#2a2522',
    road: '#3a3a40',
    roadLine: '#e8b64c',
  },
}

export function blogImagePath(id: string): string {
  return `/images/blog/${id}.svg`
}

/** The story id in `{id}.svg`, or null when no story of that id has artwork. */
export function parseBlogArtworkFile(file: string): string | null {
  const id = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : ''
  return Object.hasOwn(scenes, id) ? id : null
}

/** A road running into a landscape; `width` in pixels, the height follows at 16:10. */
export function renderBlogArtwork(id: string, width: number): string | null {
  // hasOwn: an id such as "constructor" must not reach Object.prototype.
  const scene = Object.hasOwn(scenes, id) ? scenes[id] : undefined
  if (!scene) return null
  const height = Math.round((width * VIEW_HEIGHT) / VIEW_WIDTH)
  const { light } = scene
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}" preserveAspectRatio="xMidYMid slice">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.skyTop}"/><stop offset="1" stop-color="${scene.skyHorizon}"/></linearGradient></defs>` +
    `<rect width="${VIEW_WIDTH}" height="${HORIZON + 2}" fill="url(#sky)"/>` +
    `<circle cx="${light.x}" cy="${light.y}" r="${light.r}" fill="${light.colour}"/>` +
    scene.landscape +
    `<rect y="${HORIZON + 2}" width="${VIEW_WIDTH}" height="${VIEW_HEIGHT - HORIZON - 2}" fill="${scene.ground}"/>` +
    // A road bending right, then back, narrowing to the horizon.
    `<path d="M34 100C48 92 62 84 67 80S78 68 81 ${HORIZON + 2}H83C88 66 94 70 98 74S110 88 118 100Z" fill="${scene.road}"/>` +
    `<path d="M76 100C80 92 86 84 88 80S86 66 82 ${HORIZON + 2}" fill="none" stroke="${scene.roadLine}" stroke-width="1.2" stroke-dasharray="4 3"/>` +
    '</svg>'
  )
}
