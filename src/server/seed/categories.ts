/**
 * The emulator's store's categories, the seed's taxonomy: its collections, menus, tabs, product
 * types and generated products come from here, and nothing of the app reads it (the app reads the
 * store's, docs/decisions/0063-the-test-store-is-a-strangers.md). `seedCount` is how many products the catalogue seed makes at scale 1 (see
 * docs/decisions/0005-data-owners-and-emulator.md); the counts shown to shoppers are read from the
 * live catalogue, not from here.
 */

export type Gender = 'mens' | 'womens' | 'unisex'

/** Which generated artwork a product image shows. */
export type ArtworkKind =
  | 'helmet'
  | 'bell'
  | 'visor'
  | 'jacket'
  | 'vest'
  | 'pants'
  | 'shirt'
  | 'boot'
  | 'bag'
  | 'glove'
  | 'armor'
  | 'mount'
  | 'ring'
  | 'chain'
  | 'whip'
  | 'chaps'
  | 'hoodie'
  | 'cap'
  | 'part'
  | 'bottle'

export type SizeScale = 'apparel' | 'apparel-3xl' | 'apparel-5xl' | 'boots' | 'gloves' | 'one-size' | 'waist'

export interface Subcategory {
  slug: string
  /** Shopify product type, e.g. "Men's Leather Jackets". */
  productType: string
  gender: Gender
  artwork: ArtworkKind
  /** Nouns used to build product names, e.g. ['Jacket', 'Moto Jacket']. */
  nouns: readonly string[]
  /** Extra tags every product of this subcategory carries (tab filters use them). */
  tags?: readonly string[]
}

export interface Category {
  slug: string
  name: string
  description: string
  seedCount: number
  priceRange: readonly [number, number]
  sizes: SizeScale
  /** The brands the category's products come from (the seed picks among them; the brand filter lists them). */
  vendors: readonly string[]
  subcategories: readonly Subcategory[]
  /** Extra tags for every product in the category (e.g. 'clothing'); never another category's slug, so a category tag means one category. */
  tags?: readonly string[]
}

const both = (
  slug: string,
  label: string,
  artwork: ArtworkKind,
  nouns: readonly string[],
  tags?: readonly string[],
): Subcategory[] => [
  { slug, productType: `Men's ${label}`, gender: 'mens', artwork, nouns, tags },
  { slug, productType: `Women's ${label}`, gender: 'womens', artwork, nouns, tags },
]

const unisex = (
  slug: string,
  productType: string,
  artwork: ArtworkKind,
  nouns: readonly string[],
  tags?: readonly string[],
): Subcategory => ({ slug, productType, gender: 'unisex', artwork, nouns, tags })

export const categories: readonly Category[] = [
  {
    slug: 'helmets',
    name: 'Helmets',
    description: 'DOT-certified lids, riding bells and helmet accessories.',
    seedCount: 127,
    priceRange: [49.99, 899.99],
    sizes: 'apparel',
    vendors: ['Highway Hawk', 'Redline Riders', 'Iron Ridge', 'Gravel King', 'Blackstone Moto'],
    subcategories: [
      unisex('full-face', 'Full Face Helmets', 'helmet', ['Full Face Helmet'], ['full-face']),
      unisex('modular', 'Modular Helmets', 'helmet', ['Modular Helmet'], ['modular']),
      unisex('half', 'Half Helmets', 'helmet', ['Half Helmet', 'Shorty Helmet'], ['half']),
      unisex('open-face', 'Open Face Helmets', 'helmet', ['3/4 Helmet', 'Open Face Helmet'], ['open-face']),
      unisex('dual-sport', 'Dual Sport Helmets', 'helmet', ['Dual Sport Helmet'], ['dual-sport']),
      unisex('bells', 'Guardian Bells', 'bell', ['Guardian Bell', 'Bravo Bell', 'Ride Bell'], ['bells']),
      unisex('helmet-accessories', 'Helmet Accessories', 'visor', ['Visor', 'Helmet Liner', 'Chin Curtain']),
    ],
  },
  {
    slug: 'jackets',
    name: 'Jackets',
    description: 'Textile, mesh, denim and rain jackets built for the road.',
    seedCount: 156,
    priceRange: [89.99, 599.99],
    sizes: 'apparel-3xl',
    vendors: ['Highway Hawk', 'Nomad Cycle Works', 'Gravel King', 'Redline Riders', 'Asphalt & Ash'],
    subcategories: [
      ...both(
        'textile-jackets',
        'Textile Jackets',
        'jacket',
        ['Touring Jacket', 'Textile Jacket'],
        ['textile'],
      ),
      ...both('mesh-jackets', 'Mesh Jackets', 'jacket', ['Mesh Jacket', 'Airflow Jacket'], ['mesh']),
      ...both('denim-jackets', 'Denim Jackets', 'jacket', ['Denim Jacket', 'Trucker Jacket'], ['denim']),
      ...both('rain-jackets', 'Rain Jackets', 'jacket', ['Rain Jacket', 'Storm Shell'], ['rain']),
      ...both(
        'armored-hoodies',
        'Armored Hoodies',
        'hoodie',
        ['Armored Hoodie', 'Riding Hoodie'],
        ['armored'],
      ),
    ],
  },
  {
    slug: 'vests',
    name: 'Vests',
    description: 'Leather, tactical and denim vests for every season.',
    seedCount: 89,
    priceRange: [39.99, 349.99],
    sizes: 'apparel-3xl',
    vendors: ['Thunder Road Leather', 'Steel Horse Co.', 'Coyote Creek', 'Asphalt & Ash'],
    subcategories: [
      ...both('leather-vests', 'Leather Vests', 'vest', ['Leather Vest', 'Club Vest'], ['leather']),
      ...both(
        'tactical-vests',
        'Tactical Vests',
        'vest',
        ['Tactical Vest', 'Concealed Carry Vest'],
        ['tactical'],
      ),
      ...both('denim-vests', 'Denim Vests', 'vest', ['Denim Vest', 'Cut-Off Vest'], ['denim']),
    ],
  },
  {
    slug: 'bottoms',
    name: 'Bottoms',
    description: 'Riding jeans, shorts and pants with room for armour.',
    seedCount: 73,
    priceRange: [34.99, 229.99],
    sizes: 'waist',
    vendors: ['Asphalt & Ash', 'Coyote Creek', 'Iron Ridge', 'Nomad Cycle Works'],
    tags: ['clothing'],
    subcategories: [
      {
        slug: 'bootcut-jeans',
        productType: "Men's Bootcut Jeans",
        gender: 'mens',
        artwork: 'pants',
        nouns: ['Bootcut Jeans', 'Riding Jeans'],
      },
      {
        slug: 'slim-stretch-jeans',
        productType: "Men's Slim Stretch Jeans",
        gender: 'mens',
        artwork: 'pants',
        nouns: ['Slim Stretch Jeans'],
      },
      {
        slug: 'shorts',
        productType: "Women's Shorts",
        gender: 'womens',
        artwork: 'pants',
        nouns: ['Denim Shorts', 'Riding Shorts'],
      },
      {
        slug: 'skinny-jeans',
        productType: "Women's Skinny Jeans",
        gender: 'womens',
        artwork: 'pants',
        nouns: ['Skinny Jeans'],
      },
      {
        slug: 'straight-jeans',
        productType: "Women's Straight Jeans",
        gender: 'womens',
        artwork: 'pants',
        nouns: ['Straight Jeans'],
      },
      {
        slug: 'flare-jeans',
        productType: "Women's Flare Jeans",
        gender: 'womens',
        artwork: 'pants',
        nouns: ['Flare Jeans'],
      },
      {
        slug: 'bootcut-jeans',
        productType: "Women's Bootcut Jeans",
        gender: 'womens',
        artwork: 'pants',
        nouns: ['Bootcut Jeans'],
      },
      {
        slug: 'wide-leg-jeans',
        productType: "Women's Wide Leg Jeans",
        gender: 'womens',
        artwork: 'pants',
        nouns: ['Wide Leg Jeans'],
      },
      {
        slug: 'cargo-pants-skirts',
        productType: "Women's Cargo Pants & Skirts",
        gender: 'womens',
        artwork: 'pants',
        nouns: ['Cargo Pants', 'Cargo Skirt'],
      },
    ],
  },
  {
    slug: 'shirts-flannels',
    name: 'Shirts & Flannels',
    description: 'Armored flannels, riding shirts and tees.',
    seedCount: 134,
    priceRange: [19.99, 189.99],
    sizes: 'apparel-3xl',
    vendors: ['Asphalt & Ash', 'Coyote Creek', 'Lone Mesa Outfitters', 'Steel Horse Co.'],
    tags: ['clothing'],
    subcategories: [
      ...both('armored-flannel', 'Armored Flannels', 'shirt', ['Armored Flannel'], ['flannel']).slice(0, 1),
      ...both('long-sleeve-flannels', 'Long Sleeve Flannels', 'shirt', ['Long Sleeve Flannel'], ['flannel']),
      {
        slug: 'sleeveless-flannels',
        productType: "Men's Sleeveless Flannels",
        gender: 'mens',
        artwork: 'shirt',
        nouns: ['Sleeveless Flannel'],
        tags: ['flannel'],
      },
      ...both('red-flannel', 'Red Flannels', 'shirt', ['Red Flannel'], ['flannel']),
      ...both(
        'conceal-carry-flannels',
        'Conceal Carry Flannels',
        'shirt',
        ['Conceal Carry Flannel'],
        ['flannel'],
      ),
      {
        slug: 'plaid-flannel',
        productType: "Men's Plaid Flannels",
        gender: 'mens',
        artwork: 'shirt',
        nouns: ['Plaid Flannel'],
        tags: ['flannel'],
      },
      ...both('t-shirts', 'T-Shirts', 'shirt', ['Riding Tee', 'Graphic Tee'], ['shirt']),
      {
        slug: 'long-sleeve-shirts',
        productType: "Men's Long Sleeve Shirts",
        gender: 'mens',
        artwork: 'shirt',
        nouns: ['Long Sleeve Shirt', 'Henley'],
        tags: ['shirt'],
      },
      {
        slug: 'denim-shirts',
        productType: "Men's Denim Shirts",
        gender: 'mens',
        artwork: 'shirt',
        nouns: ['Denim Shirt'],
        tags: ['shirt'],
      },
      {
        slug: 'tank-tops',
        productType: "Women's Tank Tops",
        gender: 'womens',
        artwork: 'shirt',
        nouns: ['Tank Top', 'Racerback Tank'],
        tags: ['shirt'],
      },
    ],
  },
  {
    slug: 'boots',
    name: 'Boots',
    description: 'Riding, harness and engineer boots with grip and support.',
    seedCount: 91,
    priceRange: [79.99, 449.99],
    sizes: 'boots',
    vendors: ['Blackstone Moto', 'Thunder Road Leather', 'Iron Ridge', 'Lone Mesa Outfitters'],
    subcategories: [
      ...both('riding-boots', 'Riding Boots', 'boot', ['Riding Boot', 'Moto Boot'], ['riding']),
      ...both('harness-boots', 'Harness Boots', 'boot', ['Harness Boot'], ['harness']),
      ...both('engineer-boots', 'Engineer Boots', 'boot', ['Engineer Boot'], ['engineer']),
      ...both('touring-boots', 'Touring Boots', 'boot', ['Touring Boot', 'Waterproof Boot'], ['touring']),
    ],
  },
  {
    slug: 'luggage',
    name: 'Luggage',
    description: 'Saddlebags, tank bags and storage for the long haul.',
    seedCount: 84,
    priceRange: [29.99, 499.99],
    sizes: 'one-size',
    vendors: ['Nomad Cycle Works', 'Steel Horse Co.', 'Coyote Creek', 'Blackstone Moto'],
    subcategories: [
      unisex('saddlebags', 'Saddlebags', 'bag', ['Saddlebags', 'Throw-Over Saddlebags'], ['bags']),
      unisex('sissy-bar-bags', 'Sissy Bar Bags', 'bag', ['Sissy Bar Bag'], ['bags']),
      unisex('tank-bags', 'Tank Bags', 'bag', ['Tank Bag', 'Magnetic Tank Bag'], ['bags']),
      unisex('tool-rolls', 'Tool Rolls', 'bag', ['Tool Roll', 'Fork Bag'], ['storage']),
      unisex('hard-cases', 'Hard Cases', 'bag', ['Hard Case', 'Top Case'], ['storage']),
    ],
  },
  {
    slug: 'bike-gear',
    name: 'Bike Gear',
    description: 'Protection, riding accessories and biker jewelry.',
    seedCount: 267,
    priceRange: [9.99, 349.99],
    sizes: 'one-size',
    vendors: ['Redline Riders', 'Gravel King', 'Highway Hawk', 'Silver Spur Forge', 'Nomad Cycle Works'],
    subcategories: [
      unisex(
        'armor',
        'Body Armor',
        'armor',
        ['Back Protector', 'Knee Guards', 'Chest Protector'],
        ['protection'],
      ),
      unisex('rain-gear', 'Rain Gear', 'jacket', ['Rain Suit', 'Boot Covers'], ['protection']),
      unisex('phone-mounts', 'Phone Mounts', 'mount', ['Phone Mount', 'GPS Mount'], ['riding-accessories']),
      unisex(
        'communication',
        'Communication',
        'mount',
        ['Bluetooth Headset', 'Intercom'],
        ['riding-accessories'],
      ),
      unisex('riding-rings', 'Biker Rings', 'ring', ['Skull Ring', 'Signet Ring'], ['biker-jewelry']),
      unisex(
        'riding-chains',
        'Biker Chains',
        'chain',
        ['Wallet Chain', 'Bike Chain Bracelet'],
        ['biker-jewelry'],
      ),
    ],
  },
  {
    slug: 'accessories',
    name: 'Accessories',
    description: 'Bike accessories and care products to keep her shining.',
    seedCount: 142,
    priceRange: [7.99, 249.99],
    sizes: 'one-size',
    vendors: ['Nomad Cycle Works', 'Highway Hawk', 'Redline Riders', 'Coyote Creek'],
    subcategories: [
      unisex(
        'bike-accessories',
        'Bike Accessories',
        'mount',
        ['Bike Cover', 'Disc Lock', 'Cup Holder'],
        ['bike-accessories'],
      ),
      unisex(
        'bike-care',
        'Bike Care',
        'bottle',
        ['Chrome Polish', 'Chain Lube', 'Leather Conditioner'],
        ['bike-care'],
      ),
      unisex('eyewear', 'Eyewear', 'visor', ['Riding Glasses', 'Goggles']),
      unisex('bandanas', 'Bandanas & Neck Gaiters', 'cap', ['Bandana', 'Neck Gaiter']),
    ],
  },
  {
    slug: 'gloves',
    name: 'Gloves',
    description: 'Leather, fingerless and winter riding gloves.',
    seedCount: 120,
    priceRange: [19.99, 189.99],
    sizes: 'gloves',
    vendors: ['Thunder Road Leather', 'Blackstone Moto', 'Gravel King', 'Highway Hawk'],
    subcategories: [
      ...both('leather-gloves', 'Leather Gloves', 'glove', ['Leather Gloves', 'Riding Gloves'], ['leather']),
      ...both('fingerless-gloves', 'Fingerless Gloves', 'glove', ['Fingerless Gloves'], ['fingerless']),
      ...both('gauntlets', 'Gauntlets', 'glove', ['Gauntlet Gloves'], ['gauntlet']),
      ...both('winter-gloves', 'Winter Gloves', 'glove', ['Heated Gloves', 'Winter Gloves'], ['winter']),
    ],
  },
  {
    slug: 'whips',
    name: 'Whips',
    description: 'Get-back whips in leather and paracord.',
    seedCount: 60,
    priceRange: [24.99, 89.99],
    sizes: 'one-size',
    vendors: ['Steel Horse Co.', 'Coyote Creek', 'Thunder Road Leather'],
    subcategories: [
      unisex('leather-whips', 'Get Back Whips', 'whip', ['Get Back Whip', 'Leather Whip']),
      unisex('paracord-whips', 'Paracord Whips', 'whip', ['Paracord Whip']),
    ],
  },
  {
    slug: 'jewelry',
    name: 'Jewelry',
    description: 'Rings, bracelets, necklaces and wallet chains.',
    seedCount: 110,
    priceRange: [14.99, 299.99],
    sizes: 'one-size',
    vendors: ['Silver Spur Forge', 'Steel Horse Co.', 'Iron Ridge'],
    subcategories: [
      unisex('rings', 'Rings', 'ring', ['Skull Ring', 'Band Ring', 'Biker Ring']),
      unisex('bracelets', 'Bracelets', 'chain', ['Leather Bracelet', 'Curb Bracelet']),
      unisex('necklaces', 'Necklaces', 'chain', ['Pendant Necklace', 'Dog Tag Necklace']),
      unisex('wallet-chains', 'Wallet Chains', 'chain', ['Wallet Chain']),
    ],
  },
  {
    slug: 'leather-jackets',
    name: 'Leather Jackets',
    description: 'Cowhide and buffalo leather jackets, armoured and classic.',
    seedCount: 160,
    priceRange: [149.99, 599.99],
    sizes: 'apparel-5xl',
    vendors: ['Thunder Road Leather', 'Blackstone Moto', 'Iron Ridge', 'Steel Horse Co.'],
    tags: ['leather'],
    subcategories: [
      {
        slug: 'mens-leather-jackets',
        productType: "Men's Leather Jackets",
        gender: 'mens',
        artwork: 'jacket',
        nouns: ['Leather Jacket', 'Cruiser Jacket', 'Biker Jacket'],
      },
      {
        slug: 'womens-leather-jackets',
        productType: "Women's Leather Jackets",
        gender: 'womens',
        artwork: 'jacket',
        nouns: ['Leather Jacket', 'Cropped Moto Jacket'],
      },
    ],
  },
  {
    slug: 'chaps',
    name: 'Chaps',
    description: 'Leather chaps that keep the wind and the road off.',
    seedCount: 70,
    priceRange: [69.99, 279.99],
    sizes: 'apparel-3xl',
    vendors: ['Thunder Road Leather', 'Blackstone Moto', 'Coyote Creek'],
    tags: ['leather'],
    subcategories: [
      unisex('leather-chaps', 'Leather Chaps', 'chaps', ['Leather Chaps', 'Riding Chaps']),
      unisex('rain-chaps', 'Rain Chaps', 'chaps', ['Rain Chaps']),
    ],
  },
  {
    slug: 'apparel',
    name: 'Apparel',
    description: 'Hoodies, caps and everyday rider wear.',
    seedCount: 240,
    priceRange: [14.99, 129.99],
    sizes: 'apparel-3xl',
    vendors: ['Asphalt & Ash', 'Lone Mesa Outfitters', 'Coyote Creek', 'Redline Riders'],
    subcategories: [
      ...both('hoodies', 'Hoodies', 'hoodie', ['Pullover Hoodie', 'Zip Hoodie']),
      ...both('graphic-tees', 'Graphic Tees', 'shirt', ['Graphic Tee', 'Vintage Tee']),
      unisex('caps', 'Caps & Beanies', 'cap', ['Trucker Cap', 'Beanie', 'Snapback']),
      unisex('patches', 'Patches', 'ring', ['Embroidered Patch', 'Back Patch']),
    ],
  },
  {
    slug: 'parts',
    name: 'Parts',
    description: 'Exhaust, bars, seats, lighting and controls.',
    seedCount: 180,
    priceRange: [19.99, 899.99],
    sizes: 'one-size',
    vendors: ['Nomad Cycle Works', 'Redline Riders', 'Iron Ridge', 'Gravel King'],
    subcategories: [
      unisex('exhaust', 'Exhaust', 'part', ['Slip-On Mufflers', 'Exhaust Tips']),
      unisex('handlebars', 'Handlebars', 'part', ['Ape Hanger Bars', 'Drag Bars']),
      unisex('seats', 'Seats', 'part', ['Solo Seat', 'Touring Seat']),
      unisex('lighting', 'Lighting', 'part', ['LED Headlight', 'Turn Signals']),
      unisex('foot-controls', 'Foot Controls', 'part', ['Foot Pegs', 'Floorboards']),
    ],
  },
]

/** "Men's Leather Vests" → "Leather Vests": a type's name without its gender. */
export function subcategoryName(subcategory: Subcategory) {
  return subcategory.productType.replace(/^(Men's|Women's) /, '')
}

/** The category with this slug, or undefined for a slug the shop does not have. */
export function findCategory(slug: string): Category | undefined {
  return categories.find((category) => category.slug === slug)
}

/**
 * A category's subcategories with this slug: one per gender when it comes in men's and women's
 * (each its own product type), only that gender's when `gender` is given.
 */
export function findSubcategories(category: Category, slug: string, gender?: string): Subcategory[] {
  return category.subcategories.filter(
    (sub) => sub.slug === slug && (gender === undefined || sub.gender === gender),
  )
}
