/**
 * The test store's catalogue: about a hundred made-up products of brands the main seed never uses, in
 * collections, types, tags and options of its own (in French),
 * priced in EUR, with Shopify-style ids. Built once from a fixed seed, so every run sees the same shop.
 */
import { createRandom, type Random } from '../../../src/server/seed/catalogue'

export interface TestSelectedOption {
  name: string
  value: string
}

export interface TestVariant {
  __typename: 'ProductVariant'
  /** `gid://shopify/ProductVariant/…` */
  id: string
  numericId: number
  productId: string
  title: string
  sku: string
  priceCents: number
  compareAtPriceCents: number | null
  quantityAvailable: number
  availableForSale: boolean
  /** Sold on backorder: nothing on hand, still for sale. */
  currentlyNotInStock: boolean
  selectedOptions: readonly TestSelectedOption[]
  /** Index into the product's images, or null when the merchant gave the variant none. */
  imageIndex: number | null
}

export interface TestImage {
  /** `gid://shopify/ProductImage/…` */
  id: string
  /** The file under `/cdn/shop/files/`. */
  fileName: string
  altText: string | null
  width: number
  height: number
  /** What the served SVG shows. */
  background: string
  initials: string
  caption: string
}

export interface TestProductOption {
  id: string
  name: string
  values: readonly string[]
}

export interface TestRating {
  /** One decimal, e.g. "4.5". */
  value: string
  count: number
  ratingMetafieldId: string
  countMetafieldId: string
}

export interface TestProduct {
  __typename: 'Product'
  /** `gid://shopify/Product/…` */
  id: string
  numericId: number
  handle: string
  title: string
  description: string
  descriptionHtml: string
  vendor: string
  productType: string
  /** Sorted, as Shopify returns them. */
  tags: readonly string[]
  /** The handle of the store's collection the product belongs to. */
  category: string
  createdAt: string
  updatedAt: string
  publishedAt: string
  /** 1 = best selling. */
  salesRank: number
  imageList: readonly TestImage[]
  variantList: readonly TestVariant[]
  optionList: readonly TestProductOption[]
  rating: TestRating | null
}

export interface TestCollection {
  __typename: 'Collection'
  id: string
  numericId: number
  handle: string
  title: string
  description: string
  updatedAt: string
  /** In the collection's own (manual) order. */
  productList: readonly TestProduct[]
}

export interface TestCatalogue {
  products: readonly TestProduct[]
  collections: readonly TestCollection[]
  productByHandle: ReadonlyMap<string, TestProduct>
  /** Products, variants and collections by gid, for `node`/`nodes`. */
  nodeById: ReadonlyMap<string, TestProduct | TestVariant | TestCollection>
  imageByFileName: ReadonlyMap<string, TestImage>
}

type Gender = 'mens' | 'womens' | 'unisex'

interface CategorySpec {
  slug: string
  name: string
  description: string
  vendors: readonly string[]
  /** Tags every product of the category carries besides its slug. */
  tags?: readonly string[]
  sizes: readonly string[] | null
  colours: readonly string[]
  /** Whole euros. */
  price: readonly [number, number]
  landscape?: boolean
  lines: readonly LineSpec[]
}

/** A product type within a category; its slug and tags are what the app's tabs and filters ask for. */
interface LineSpec {
  slug: string
  productType: string
  gender: Gender
  nouns: readonly string[]
  tags?: readonly string[]
  count: number
  /** Overrides the category's: bells and accessories come in one size. */
  sizes?: readonly string[] | null
  price?: readonly [number, number]
}

const HELMET_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const
const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'] as const
const GLOVE_SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const
/** European sizes, as a store in Europe sells boots. */
const BOOT_SIZES = ['40', '41', '42', '43', '44', '45', '46'] as const

type LineExtras = Pick<LineSpec, 'tags' | 'sizes' | 'price'>

/** A line of one gender; its product type says so the French way ("Blousons textile femme"). */
function line(
  gender: Gender,
  slug: string,
  label: string,
  nouns: readonly string[],
  count: number,
  extras: LineExtras = {},
): LineSpec {
  const suffix = gender === 'mens' ? ' homme' : gender === 'womens' ? ' femme' : ''
  return { slug, productType: `${label}${suffix}`, gender, nouns, count, ...extras }
}

/**
 * The store's own catalogue, as a stranger's would be: its own collection handles and names (in
 * French), product types, tags and option names (Taille, Couleur), none of them the seed's.
 */
const categorySpecs: readonly CategorySpec[] = [
  {
    slug: 'casques',
    name: 'Casques',
    description: 'Casques ECE 22.06 pour filer vers le Cap Nord.',
    vendors: ['Nordkap', 'Ridgeback Moto', 'Valtellina Moto', 'Fjordline'],
    sizes: HELMET_SIZES,
    colours: ['Noir mat', 'Blanc brillant', 'Gris Nardo', 'Orange signal', 'Bleu glacier'],
    price: [179, 899],
    lines: [
      line('unisex', 'integral', 'Casques intégraux', ['Casque intégral'], 18, { tags: ['integral'] }),
      line('unisex', 'modulable', 'Casques modulables', ['Casque modulable', 'Casque relevable'], 12, {
        tags: ['modulable'],
      }),
      line('unisex', 'bol', 'Bols', ['Bol', 'Casque bol'], 10, {
        tags: ['bol'],
        price: [89, 259],
      }),
      line('unisex', 'jet', 'Casques jet', ['Casque jet', 'Jet ouvert'], 10, {
        tags: ['jet'],
        price: [129, 449],
      }),
      line('unisex', 'tout-terrain', 'Casques tout-terrain', ['Casque tout-terrain', 'Casque aventure'], 8, {
        tags: ['tout-terrain'],
      }),
      line('unisex', 'clochettes', 'Clochettes de route', ['Clochette de route'], 3, {
        tags: ['clochette'],
        sizes: null,
        price: [19, 35],
      }),
      line(
        'unisex',
        'pieces-casque',
        'Pièces de casque',
        ['Écran Pinlock', 'Intérieur de casque', 'Bavette'],
        3,
        {
          sizes: null,
          price: [24, 69],
        },
      ),
    ],
  },
  {
    slug: 'blousons',
    name: 'Blousons',
    description: 'Textile, mesh et pluie pour quatre saisons en une journée.',
    vendors: ['Nordkap', 'Alpenpass', 'Fjordline'],
    sizes: APPAREL_SIZES,
    colours: ['Noir', 'Graphite', 'Jaune fluo', 'Kaki'],
    price: [189, 749],
    lines: [
      line('mens', 'blousons-textile', 'Blousons textile', ['Blouson de voyage'], 2, { tags: ['textile'] }),
      line('womens', 'blousons-textile', 'Blousons textile', ['Blouson de voyage'], 2, { tags: ['textile'] }),
      line('mens', 'blousons-ventiles', 'Blousons ventilés', ['Blouson ventilé'], 1, { tags: ['ete'] }),
      line('mens', 'vestes-pluie', 'Vestes de pluie', ['Veste de pluie'], 1, { tags: ['pluie'] }),
      line('womens', 'vestes-pluie', 'Vestes de pluie', ['Veste de pluie'], 1, { tags: ['pluie'] }),
      line('mens', 'sweats-renforces', 'Sweats renforcés', ['Sweat renforcé'], 2, {
        tags: ['renforce'],
        price: [129, 219],
      }),
    ],
  },
  {
    slug: 'blousons-cuir',
    name: 'Blousons cuir',
    description: 'Cuir de vachette et protections CE niveau 2.',
    vendors: ['Ridgeback Moto', 'Brennero Leather'],
    tags: ['cuir'],
    sizes: APPAREL_SIZES,
    colours: ['Noir', 'Marron'],
    price: [349, 899],
    lines: [
      line('mens', 'cuir-homme', 'Blousons cuir', ['Blouson cuir', 'Blouson café racer'], 4),
      line('womens', 'cuir-femme', 'Blousons cuir', ['Blouson cuir'], 2),
    ],
  },
  {
    slug: 'gilets',
    name: 'Gilets',
    description: 'Gilets en cuir, en jean et airbag.',
    vendors: ['Brennero Leather', 'Ridgeback Moto'],
    sizes: APPAREL_SIZES,
    colours: ['Noir', 'Marron'],
    price: [99, 299],
    lines: [
      line('mens', 'gilets-cuir', 'Gilets cuir', ['Gilet cuir'], 2, { tags: ['cuir'] }),
      line('womens', 'gilets-cuir', 'Gilets cuir', ['Gilet cuir'], 1, { tags: ['cuir'] }),
      line('mens', 'gilets-jean', 'Gilets en jean', ['Gilet en jean'], 1, { tags: ['jean'] }),
      line('mens', 'gilets-airbag', 'Gilets airbag', ['Gilet airbag'], 1, { tags: ['airbag'] }),
    ],
  },
  {
    slug: 'bottes',
    name: 'Bottes',
    description: 'Bottes de route et de voyage, imperméables.',
    vendors: ['Alpenpass', 'Brennero Leather', 'Nordkap'],
    sizes: BOOT_SIZES,
    colours: ['Noir', 'Marron'],
    price: [149, 549],
    lines: [
      line('mens', 'bottes-route', 'Bottes de route', ['Botte de route'], 2, { tags: ['route'] }),
      line('womens', 'bottes-route', 'Bottes de route', ['Botte de route'], 1, { tags: ['route'] }),
      line('mens', 'bottes-voyage', 'Bottes de voyage', ['Botte de voyage'], 2, { tags: ['voyage'] }),
      line('womens', 'bottes-voyage', 'Bottes de voyage', ['Botte de voyage'], 1, { tags: ['voyage'] }),
      line('mens', 'bottines', 'Bottines', ['Bottine'], 1, { tags: ['ville'] }),
      line('womens', 'bottes-sangle', 'Bottes à sangle', ['Botte à sangle'], 1, { tags: ['sangle'] }),
    ],
  },
  {
    slug: 'gants',
    name: 'Gants',
    description: "Gants d'été, d'hiver et à manchette.",
    vendors: ['Nordkap', 'Alpenpass', 'Ridgeback Moto'],
    sizes: GLOVE_SIZES,
    colours: ['Noir', 'Marron', 'Graphite'],
    price: [39, 229],
    lines: [
      line('mens', 'gants-cuir', 'Gants cuir', ['Gants cuir'], 2, { tags: ['cuir'] }),
      line('womens', 'gants-cuir', 'Gants cuir', ['Gants cuir'], 1, { tags: ['cuir'] }),
      line('mens', 'gants-manchette', 'Gants à manchette', ['Gants à manchette'], 1, { tags: ['manchette'] }),
      line('mens', 'gants-hiver', "Gants d'hiver", ['Gants chauffants', "Gants d'hiver"], 2, {
        tags: ['hiver'],
      }),
      line('mens', 'mitaines', 'Mitaines', ['Mitaines'], 1, { tags: ['mitaine'] }),
      line('womens', 'mitaines', 'Mitaines', ['Mitaines'], 1, { tags: ['mitaine'] }),
    ],
  },
  {
    slug: 'bagagerie',
    name: 'Bagagerie',
    description: 'Sacoches de réservoir, sacoches cavalières et valises rigides.',
    vendors: ['Fjordline', 'Valtellina Moto'],
    sizes: null,
    colours: ['Noir', 'Kaki', 'Sable'],
    price: [49, 599],
    landscape: true,
    lines: [
      line('unisex', 'sacoches-cavalieres', 'Sacoches cavalières', ['Sacoches cavalières'], 2, {
        tags: ['sacoche'],
      }),
      line(
        'unisex',
        'sacoches-reservoir',
        'Sacoches de réservoir',
        ['Sacoche de réservoir', 'Sacoche aimantée'],
        2,
        {
          tags: ['sacoche'],
        },
      ),
      line('unisex', 'trousses-outils', 'Trousses à outils', ['Trousse à outils'], 1, {
        tags: ['rangement'],
      }),
      line('unisex', 'top-cases', 'Top cases', ['Top case'], 1, { tags: ['rangement'] }),
    ],
  },
  {
    slug: 'jambieres',
    name: 'Jambières',
    description: 'Jambières en cuir et de pluie.',
    vendors: ['Brennero Leather'],
    tags: ['cuir'],
    sizes: GLOVE_SIZES,
    colours: ['Noir'],
    price: [119, 329],
    lines: [
      line('unisex', 'jambieres-cuir', 'Jambières cuir', ['Jambières cuir'], 3),
      line('unisex', 'jambieres-pluie', 'Jambières de pluie', ['Jambières de pluie'], 1),
    ],
  },
]

/** Alpine passes and Norwegian coast: no name the main seed uses. */
const MODELS = [
  'Lofoten',
  'Senja',
  'Varanger',
  'Hardanger',
  'Jotun',
  'Trollstigen',
  'Stelvio',
  'Furka',
  'Gotthard',
  'Pordoi',
  'Bernina',
  'Albula',
  'Sella',
  'Grimsel',
  'Susten',
  'Nufenen',
  'Gavia',
  'Mortirolo',
  'Tonale',
  'Falzarego',
  'Giau',
  'Geiranger',
  'Dovrefjell',
  'Rondane',
  'Kjerag',
  'Vesteralen',
  'Saltfjell',
  'Hurtigruten',
  'Flexen',
  'Silvretta',
] as const

const COLOUR_HEX: Record<string, string> = {
  'Noir mat': '#1f1f1f',
  'Blanc brillant': '#ecebe6',
  'Gris Nardo': '#8a8d8f',
  'Orange signal': '#e8641b',
  'Bleu glacier': '#5b8fb9',
  Noir: '#222222',
  Graphite: '#3b3f45',
  'Jaune fluo': '#d8e021',
  Kaki: '#6b6b3a',
  Marron: '#6b4226',
  Sable: '#c8b48a',
}

/** Background of products that come in one colour, by category. */
const CATEGORY_HEX: Record<string, string> = {
  casques: '#2f4858',
  bagagerie: '#55433a',
}

/** The store tags each product for whom it is made. */
const GENDER_TAGS: Record<Gender, string> = { mens: 'homme', womens: 'femme', unisex: 'mixte' }

const VENDOR_CODES: Record<string, string> = {
  Nordkap: 'NK',
  'Ridgeback Moto': 'RBM',
  'Valtellina Moto': 'VTM',
  Fjordline: 'FJL',
  Alpenpass: 'ALP',
  'Brennero Leather': 'BRL',
}

/** Every date is relative to this, so nothing depends on the clock. */
const CATALOGUE_DATE = Date.UTC(2026, 9, 31, 9, 0, 0)
const DAY_MS = 86_400_000
const CREATED_SPREAD_DAYS = 1_400
const SEED = 0x4e4b5453

const BASE_PRODUCT_ID = 8_123_456_789_012
const BASE_VARIANT_ID = 44_012_345_678_901
const BASE_IMAGE_ID = 31_234_567_890_123
const BASE_METAFIELD_ID = 25_678_901_234_567
const BASE_OPTION_ID = 10_234_567_890_123
const BASE_COLLECTION_ID = 421_234_567_890
const IMAGE_SIZE = 1200
const LANDSCAPE_HEIGHT = 900
const MAX_VARIANTS = 6
const BESTSELLER_COUNT = 10
const NEW_COUNT = 8
/** One product in this many is sold out in every variant. */
const SOLD_OUT_EVERY = 13
const BACKORDER_EVERY = 29
const PLUS_SIZE_SURCHARGE_CENTS = 1_000

/** Shopify derives handles this way: lower case, apostrophes dropped, other runs of symbols to "-". */
export function handleFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Prices end the way shops price: 249.0, 89.95, 129.9, 34.99, 59.5. */
function shopPriceCents(random: Random, [min, max]: readonly [number, number]): number {
  const euros = random.int(min, max)
  return euros * 100 + random.pick([0, 0, 95, 90, 99, 50])
}

/** Fisher–Yates: a comparator that answers at random would depend on the engine's sort. */
function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i)
    ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
  }
  return copy
}

function dateText(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

function initialsOf(...words: string[]): string {
  return words
    .map((word) => word.trim()[0] ?? '')
    .join('')
    .toUpperCase()
}

interface Draft {
  spec: CategorySpec
  line: LineSpec
  title: string
  vendor: string
  model: string
  noun: string
  createdAtMs: number
  soldOut: boolean
  backorder: boolean
}

function draftProducts(random: Random): Draft[] {
  const drafts: Draft[] = []
  let modelCursor = 0
  for (const spec of categorySpecs) {
    for (const [lineIndex, line] of spec.lines.entries()) {
      for (let i = 0; i < line.count; i++) {
        // A step coprime with the list length walks through every model before repeating one.
        const model = MODELS[(modelCursor + i * 7) % MODELS.length] as string
        const vendor = spec.vendors[(i + lineIndex) % spec.vendors.length] as string
        const noun = line.nouns[i % line.nouns.length] as string
        const gender = line.gender === 'womens' ? 'Femme ' : ''
        const index = drafts.length
        drafts.push({
          spec,
          line,
          title: `${vendor} ${gender}${model} ${noun}`,
          vendor,
          model,
          noun,
          createdAtMs:
            CATALOGUE_DATE - random.int(1, CREATED_SPREAD_DAYS) * DAY_MS - random.int(0, 86_399) * 1000,
          soldOut: index % SOLD_OUT_EVERY === 5,
          backorder: index % BACKORDER_EVERY === 11,
        })
      }
      modelCursor += 3
    }
  }
  return drafts
}

function describeProduct(draft: Draft, random: Random): { description: string; descriptionHtml: string } {
  const name = `${draft.model} ${draft.noun}`
  const opener = random.pick([
    `The ${name} is what ${draft.vendor} riders take over the ${draft.model} and beyond.`,
    `${draft.vendor} built the ${name} for cold mornings, wet passes and long days in the saddle.`,
    `Named after the ${draft.model}, the ${name} is made for riding all year round.`,
  ])
  const detail = random.pick([
    'Every seam is taped and every buckle works with winter gloves.',
    'Tested in the rain at the Nordkapp and in the heat of the Dolomites.',
    'Light, quiet and made to last for many seasons.',
  ])
  const care = random.pick([
    'Wipe clean with a damp cloth.',
    'Two-year warranty from the maker.',
    'Ships from our warehouse in Innsbruck.',
  ])
  return {
    description: `${opener} ${detail} ${care}`,
    descriptionHtml: `<p>${opener}</p><p><strong>${detail}</strong></p><ul><li>${care}</li></ul>`,
  }
}

function buildVariants(
  draft: Draft,
  productId: string,
  rank: number,
  random: Random,
): { variants: TestVariant[]; options: TestProductOption[]; colours: string[] } {
  const sizeScale = draft.line.sizes === undefined ? draft.spec.sizes : draft.line.sizes
  const isOneSize = sizeScale === null
  const colourCount = Math.min(draft.spec.colours.length, random.pick(isOneSize ? [0, 2] : [1, 1, 2]))
  const colours: string[] = []
  while (colours.length < colourCount) {
    const colour = random.pick(draft.spec.colours)
    if (!colours.includes(colour)) colours.push(colour)
  }
  const showColour = colours.length > 1 || (colours.length === 1 && random.chance(0.4))
  const maxSizes = Math.min(colours.length > 1 ? 3 : MAX_VARIANTS, sizeScale?.length ?? 1)
  const sizeCount = isOneSize ? 0 : random.int(1, maxSizes)
  const sizeStart = sizeScale ? random.int(0, sizeScale.length - sizeCount) : 0
  const sizes = sizeScale ? sizeScale.slice(sizeStart, sizeStart + sizeCount) : []

  const options: TestProductOption[] = []
  const optionId = (k: number) => `gid://shopify/ProductOption/${BASE_OPTION_ID + rank * 10 + k}`
  if (sizes.length > 0) options.push({ id: optionId(0), name: 'Taille', values: sizes })
  if (showColour) options.push({ id: optionId(1), name: 'Couleur', values: colours })
  // A product without options has one variant, "Default Title", as at Shopify.
  if (options.length === 0) options.push({ id: optionId(2), name: 'Title', values: ['Default Title'] })

  const basePrice = shopPriceCents(random, draft.line.price ?? draft.spec.price)
  const plusSurcharge = random.chance(0.4)
  const markdown = random.chance(0.25) ? random.pick([0.15, 0.2, 0.3]) : 0
  const combos: TestSelectedOption[][] =
    sizes.length === 0
      ? showColour
        ? colours.map((colour) => [{ name: 'Couleur', value: colour }])
        : [[{ name: 'Title', value: 'Default Title' }]]
      : sizes.flatMap((size) =>
          showColour
            ? colours.map((colour) => [
                { name: 'Taille', value: size },
                { name: 'Couleur', value: colour },
              ])
            : [[{ name: 'Taille', value: size }]],
        )
  const code = VENDOR_CODES[draft.vendor] ?? 'XX'
  const variants = combos.map((selectedOptions, k): TestVariant => {
    const numericId = BASE_VARIANT_ID + rank * 1_000 + k * 7
    const size = selectedOptions.find((o) => o.name === 'Taille')?.value
    const colour = selectedOptions.find((o) => o.name === 'Couleur')?.value
    const priceCents =
      basePrice + (plusSurcharge && (size === 'XXL' || size === '3XL') ? PLUS_SIZE_SURCHARGE_CENTS : 0)
    const compareAtPriceCents =
      markdown > 0 ? Math.round((priceCents * (1 + markdown)) / 100) * 100 + 95 : null
    const soldOutVariant = draft.soldOut || random.chance(0.15)
    const backorder = draft.backorder && !draft.soldOut && k === 0
    const quantityAvailable = soldOutVariant || backorder ? 0 : random.int(1, 24)
    return {
      __typename: 'ProductVariant',
      id: `gid://shopify/ProductVariant/${numericId}`,
      numericId,
      productId,
      title: selectedOptions.map((o) => o.value).join(' / '),
      sku: [
        code,
        draft.model.slice(0, 3).toUpperCase(),
        String(rank + 100),
        size,
        colour && initialsOf(...colour.split(/[\s-]+/)),
      ]
        .filter(Boolean)
        .join('-'),
      priceCents,
      compareAtPriceCents,
      quantityAvailable,
      availableForSale: backorder || !soldOutVariant,
      currentlyNotInStock: backorder,
      selectedOptions,
      imageIndex: colour ? colours.indexOf(colour) : null,
    }
  })
  return { variants, options, colours: showColour ? colours : [] }
}

function buildImages(
  draft: Draft,
  handle: string,
  rank: number,
  colours: string[],
  random: Random,
): TestImage[] {
  const height = draft.spec.landscape ? LANDSCAPE_HEIGHT : IMAGE_SIZE
  const plain = CATEGORY_HEX[draft.spec.slug] ?? '#4a4e69'
  const shots =
    colours.length > 0
      ? [
          ...colours.map((colour) => ({ colour, hex: COLOUR_HEX[colour] ?? plain })),
          ...(random.chance(0.3) ? [{ colour: null, hex: plain }] : []),
        ]
      : Array.from({ length: random.int(1, 3) }, (_, k) => ({
          colour: null,
          hex: k === 0 ? plain : '#6c757d',
        }))
  return shots.map((shot, k) => ({
    id: `gid://shopify/ProductImage/${BASE_IMAGE_ID + rank * 100 + k}`,
    fileName: `${handle}-${k + 1}.svg`,
    // Merchants often leave detail shots without alt text; Shopify then answers null.
    altText: k === 0 ? draft.title : shot.colour ? `${draft.title} in ${shot.colour}` : null,
    width: IMAGE_SIZE,
    height,
    background: shot.hex,
    initials: initialsOf(draft.vendor, draft.model),
    caption: shot.colour ? `${draft.model} · ${shot.colour}` : draft.model,
  }))
}

function buildCatalogue(): TestCatalogue {
  const random = createRandom(SEED)
  const drafts = draftProducts(random)
  // Shopify numbers products as they are created, so ids ascend with createdAt.
  const byCreation = [...drafts].sort((a, b) => a.createdAtMs - b.createdAtMs)
  const salesOrder = shuffle(drafts, random)
  const handles = new Set<string>()

  const products = byCreation.map((draft, rank): TestProduct => {
    const numericId = BASE_PRODUCT_ID + rank * 1_009 + random.int(0, 900)
    const id = `gid://shopify/Product/${numericId}`
    const handle = handleFromTitle(draft.title)
    if (handles.has(handle)) throw new Error(`The test catalogue has two products titled ${draft.title}`)
    handles.add(handle)
    const { variants, options, colours } = buildVariants(draft, id, rank, random)
    const imageList = buildImages(draft, handle, rank, colours, random)
    const salesRank = salesOrder.indexOf(draft) + 1
    const newRank = byCreation.length - rank
    const markedDown = variants.some((v) => v.compareAtPriceCents !== null)
    const tags = [
      draft.spec.slug,
      draft.line.slug,
      GENDER_TAGS[draft.line.gender],
      ...(draft.spec.tags ?? []),
      ...(draft.line.tags ?? []),
      ...(markedDown ? ['promo'] : []),
      ...(salesRank <= BESTSELLER_COUNT ? ['meilleure-vente'] : []),
      ...(newRank <= NEW_COUNT ? ['nouveaute'] : []),
      ...(salesRank % 8 === 3 || salesRank === 1 ? ['coup-de-coeur'] : []),
    ]
    const rating = random.chance(0.6)
      ? {
          value: (3 + random.int(0, 20) / 10).toFixed(1),
          count: random.int(1, 240),
          ratingMetafieldId: `gid://shopify/Metafield/${BASE_METAFIELD_ID + rank * 2}`,
          countMetafieldId: `gid://shopify/Metafield/${BASE_METAFIELD_ID + rank * 2 + 1}`,
        }
      : null
    const updatedAtMs = Math.min(CATALOGUE_DATE, draft.createdAtMs + random.int(0, 200) * DAY_MS)
    return {
      __typename: 'Product',
      id,
      numericId,
      handle,
      title: draft.title,
      ...describeProduct(draft, random),
      vendor: draft.vendor,
      productType: draft.line.productType,
      tags: [...new Set(tags)].sort(),
      category: draft.spec.slug,
      createdAt: dateText(draft.createdAtMs),
      updatedAt: dateText(updatedAtMs),
      publishedAt: dateText(draft.createdAtMs + 3_600_000),
      salesRank,
      imageList,
      variantList: variants,
      optionList: options,
      rating,
    }
  })

  const collections = buildCollections(products)
  const nodeById = new Map<string, TestProduct | TestVariant | TestCollection>()
  const imageByFileName = new Map<string, TestImage>()
  for (const product of products) {
    nodeById.set(product.id, product)
    for (const variant of product.variantList) nodeById.set(variant.id, variant)
    for (const image of product.imageList) imageByFileName.set(image.fileName, image)
  }
  for (const collection of collections) nodeById.set(collection.id, collection)
  return {
    products,
    collections,
    productByHandle: new Map(products.map((p) => [p.handle, p])),
    nodeById,
    imageByFileName,
  }
}

function buildCollections(products: readonly TestProduct[]): TestCollection[] {
  const bySales = [...products].sort((a, b) => a.salesRank - b.salesRank)
  const groups = [
    ...categorySpecs.map((spec) => ({
      handle: spec.slug,
      title: spec.name,
      description: spec.description,
      members: bySales.filter((p) => p.category === spec.slug),
    })),
    {
      handle: 'coups-de-coeur',
      title: 'Nos coups de cœur',
      description: "Choisis par l'équipe pour cette saison.",
      members: bySales.filter((p) => p.tags.includes('coup-de-coeur')),
    },
    {
      handle: 'soldes',
      title: 'Soldes',
      description: "Prix barrés jusqu'à épuisement des stocks.",
      members: bySales.filter((p) => p.tags.includes('promo')),
    },
  ]
  return groups.map((group, index) => {
    const numericId = BASE_COLLECTION_ID + index * 97
    return {
      __typename: 'Collection',
      id: `gid://shopify/Collection/${numericId}`,
      numericId,
      handle: group.handle,
      title: group.title,
      description: group.description,
      updatedAt: dateText(CATALOGUE_DATE),
      productList: group.members,
    }
  })
}

/** The one catalogue every test store serves; it is never changed. */
export const testCatalogue: TestCatalogue = buildCatalogue()

/** The image a variant shows, or null. */
export function variantImage(product: TestProduct, variant: TestVariant): TestImage | null {
  return variant.imageIndex === null ? null : (product.imageList[variant.imageIndex] ?? null)
}

/** The lowest variant price, as the PRICE sort and price filters read it. */
export function minPriceCents(product: TestProduct): number {
  return Math.min(...product.variantList.map((v) => v.priceCents))
}
