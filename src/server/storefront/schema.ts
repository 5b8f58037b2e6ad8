import {
  buildSchema,
  type GraphQLFieldResolver,
  GraphQLInterfaceType,
  GraphQLObjectType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  GraphQLUnionType,
} from 'graphql'
import { cartResolvers } from './cart.resolver'
import { collectionResolvers } from './collections.resolver'
import { imageResolvers } from './image.resolver'
import type { StorefrontContext } from './loaders'
import { menuResolvers } from './menus.resolver'
import { metafieldResolvers } from './metafields.resolver'
import { nodeResolvers } from './node.resolver'
import { predictiveSearchResolvers } from './predictive-search.resolver'
import { productResolvers } from './products.resolver'
import { searchResolvers } from './search.resolver'
import { shopResolvers } from './shop.resolver'
import { urlRedirectResolvers } from './url-redirects.resolver'

/**
 * The subset of Shopify's Storefront API 2026-04 that the shop uses: every type, field, argument,
 * default and enum value here is Shopify's, so a query that runs against this emulator runs against a
 * real store. tests/unit/server/storefront-schema-subset.test.ts proves it against Shopify's schema.
 */
export const storefrontTypeDefs = /* GraphQL */ `
  schema {
    query: QueryRoot
    mutation: Mutation
  }

  "Accepted so Shopify clients can send it; the emulator serves one market and language."
  directive @inContext(
    country: CountryCode
    language: LanguageCode
    preferredLocationId: ID
    buyer: BuyerInput
  ) on QUERY | MUTATION

  # Shopify's @deprecated: graphql-js's built-in one may also mark directives, which Shopify's cannot.
  directive @deprecated(
    reason: String = "No longer supported"
  ) on FIELD_DEFINITION | ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION | ENUM_VALUE

  "ISO 3166-1 alpha-2 code. Shopify lists every country; the emulator those the shop ships to."
  enum CountryCode {
    CA
    MX
    US
  }

  "ISO 639-1 code. Shopify lists every language; the emulator those spoken where the shop ships."
  enum LanguageCode {
    EN
    ES
    FR
  }

  "An ISO 8601 date and time in UTC, e.g. 2025-01-31T09:30:00Z."
  scalar DateTime
  "A decimal number printed as a string, e.g. 129.99 or 30.0."
  scalar Decimal
  "An HTML fragment."
  scalar HTML
  "An absolute URL."
  scalar URL
  "A JSON value; \`FilterValue.input\` is a JSON text, as at Shopify (parse it, then pass it as a \`ProductFilter\`)."
  scalar JSON

  input BuyerInput {
    customerAccessToken: String!
    companyLocationId: ID
  }

  enum CurrencyCode {
    USD
  }

  interface Node {
    id: ID!
  }

  type QueryRoot {
    "A product by id or handle; null when there is none."
    product(id: ID, handle: String): Product
    products(
      first: Int
      after: String
      last: Int
      before: String
      "Shopify search syntax, e.g. title:*leather* OR tag:bestseller."
      query: String
      sortKey: ProductSortKeys = ID
      reverse: Boolean = false
    ): ProductConnection!
    collection(id: ID, handle: String): Collection
    collections(
      first: Int
      after: String
      last: Int
      before: String
      query: String
      sortKey: CollectionSortKeys = ID
      reverse: Boolean = false
    ): CollectionConnection!
    node(id: ID!): Node
    nodes(ids: [ID!]!): [Node]!
    "The shop itself; here only what the shop reads of it: its domain and the currency of its prices."
    shop: Shop!
    """
    Suggestions for a search box as the rider types: products, collections and searches matching
    every word (the emulator offers no articles or pages). \`limit\` is 1 to 10 (default 10).
    """
    predictiveSearch(
      limit: Int
      limitScope: PredictiveSearchLimitScope
      query: String!
      searchableFields: [SearchableField!]
      types: [PredictiveSearchType!]
      unavailableProducts: SearchUnavailableProductsType
    ): PredictiveSearchResult
    """
    The store's URL redirects: an address of the storefront and where it leads. \`query\` takes
    \`path:\` and \`target:\` (each a whole address).
    """
    urlRedirects(
      first: Int
      after: String
      last: Int
      before: String
      reverse: Boolean = false
      query: String
    ): UrlRedirectConnection!
    "A navigation menu by handle (\`main-menu\`, \`footer\`); null when the store has none by that handle."
    menu(handle: String!): Menu
    """
    Products matching \`query\` (the same search syntax and matching as \`products(query:)\`; blank matches
    every product), narrowed by \`productFilters\`. \`totalCount\` counts all matches; \`productFilters\` on
    the result offers Vendor, Size and Price facets. \`prefix\` is accepted and changes nothing: bare
    words already match anywhere in a word.
    """
    search(
      query: String!
      first: Int
      after: String
      last: Int
      before: String
      reverse: Boolean = false
      sortKey: SearchSortKeys = RELEVANCE
      types: [SearchType!]
      productFilters: [ProductFilter!]
      "Unavailable products are listed after the others unless this says otherwise."
      unavailableProducts: SearchUnavailableProductsType
      prefix: SearchPrefixQueryType
    ): SearchResultItemConnection!
    "A cart by id; null when there is none, or once its checkout completed."
    cart(id: ID!): Cart
  }

  enum SearchSortKeys {
    PRICE
    "Without a relevance score, the emulator lists matches in id order."
    RELEVANCE
  }

  enum SearchType {
    ARTICLE
    PAGE
    PRODUCT
  }

  enum SearchUnavailableProductsType {
    HIDE
    LAST
    SHOW
  }

  enum SearchPrefixQueryType {
    LAST
    NONE
  }

  "Only products are searchable here: the shop has no articles or pages in the storefront."
  union SearchResultItem = Product

  type SearchResultItemConnection {
    edges: [SearchResultItemEdge!]!
    nodes: [SearchResultItem!]!
    pageInfo: PageInfo!
    "How many products match in all, whatever the page size."
    totalCount: Int!
    """
    The store's filters over the matches (as on a collection's products): each facet counts the
    matches under every product filter except its own kind.
    """
    productFilters: [Filter!]!
  }

  type SearchResultItemEdge {
    cursor: String!
    node: SearchResultItem!
  }

  type Filter {
    id: String!
    label: String!
    type: FilterType!
    values: [FilterValue!]!
  }

  type FilterValue {
    id: String!
    label: String!
    count: Int!
    input: JSON!
  }

  enum FilterType {
    BOOLEAN
    LIST
    PRICE_RANGE
  }

  enum ProductSortKeys {
    TITLE
    PRODUCT_TYPE
    VENDOR
    UPDATED_AT
    CREATED_AT
    BEST_SELLING
    PRICE
    ID
    RELEVANCE
  }

  enum ProductCollectionSortKeys {
    TITLE
    PRICE
    BEST_SELLING
    CREATED
    ID
    MANUAL
    COLLECTION_DEFAULT
    RELEVANCE
  }

  enum CollectionSortKeys {
    TITLE
    UPDATED_AT
    ID
    RELEVANCE
  }

  type Product implements Node {
    id: ID!
    handle: String!
    title: String!
    description(truncateAt: Int): String!
    descriptionHtml: HTML!
    productType: String!
    vendor: String!
    tags: [String!]!
    availableForSale: Boolean!
    createdAt: DateTime!
    updatedAt: DateTime!
    publishedAt: DateTime!
    totalInventory: Int
    isGiftCard: Boolean!
    requiresSellingPlan: Boolean!
    featuredImage: Image
    "The collections the product is in."
    collections(first: Int, after: String, last: Int, before: String, reverse: Boolean = false): CollectionConnection!
    images(first: Int, after: String, last: Int, before: String, reverse: Boolean = false): ImageConnection!
    variants(
      first: Int
      after: String
      last: Int
      before: String
      reverse: Boolean = false
    ): ProductVariantConnection!
    priceRange: ProductPriceRange!
    compareAtPriceRange: ProductPriceRange!
    options(first: Int): [ProductOption!]!
    onlineStoreUrl: URL
    """
    Reviews are the standard reviews.rating and reviews.rating_count metafields; anything else is null.
    Without a namespace Shopify reads the app-reserved one, which holds nothing here.
    """
    metafield(namespace: String, key: String!): Metafield
    metafields(identifiers: [HasMetafieldsIdentifier!]!): [Metafield]!
  }

  input HasMetafieldsIdentifier {
    namespace: String
    key: String!
  }

  type Metafield implements Node {
    id: ID!
    namespace: String!
    key: String!
    """
    rating (value {"value":"4.5","scale_min":"1.0","scale_max":"5.0"}), number_integer (value "123")
    or json (a collection's custom.listing_tabs and custom.listing_features).
    """
    type: String!
    value: String!
  }

  type ProductOption implements Node {
    id: ID!
    name: String!
    values: [String!]! @deprecated(reason: "Use \`optionValues\` instead.")
    optionValues: [ProductOptionValue!]!
  }

  type ProductOptionValue implements Node {
    id: ID!
    name: String!
  }

  type ProductVariant implements Node {
    id: ID!
    title: String!
    sku: String
    price: MoneyV2!
    compareAtPrice: MoneyV2
    availableForSale: Boolean!
    quantityAvailable: Int
    currentlyNotInStock: Boolean!
    requiresShipping: Boolean!
    selectedOptions: [SelectedOption!]!
    image: Image
    product: Product!
  }

  type SelectedOption {
    name: String!
    value: String!
  }

  type Shop {
    id: ID!
    name: String!
    "The shop's brand as its admin's brand settings hold it."
    brand: Brand
    paymentSettings: PaymentSettings!
    "The storefront's own address; the emulator's is the origin it is asked on."
    primaryDomain: Domain!
  }

  type Brand {
    logo: MediaImage
    slogan: String
    shortDescription: String
  }

  type MediaImage {
    id: ID!
    alt: String
    image: Image
  }

  type Domain {
    host: String!
    sslEnabled: Boolean!
    url: URL!
  }

  enum PredictiveSearchLimitScope {
    ALL
    EACH
  }

  enum PredictiveSearchType {
    COLLECTION
    PRODUCT
    QUERY
  }

  "Accepted; the emulator always matches the title, vendor, product type and tags."
  enum SearchableField {
    PRODUCT_TYPE
    TAG
    TITLE
    VENDOR
  }

  type PredictiveSearchResult {
    collections: [Collection!]!
    products: [Product!]!
    queries: [SearchQuerySuggestion!]!
  }

  "A search a rider might mean; \`styledText\` marks what matched with <mark>."
  type SearchQuerySuggestion {
    text: String!
    styledText: String!
  }

  "A redirect the merchant set up: \`path\` on the storefront leads to \`target\`."
  type UrlRedirect implements Node {
    id: ID!
    path: String!
    target: String!
  }

  type UrlRedirectEdge {
    cursor: String!
    node: UrlRedirect!
  }

  type UrlRedirectConnection {
    edges: [UrlRedirectEdge!]!
    nodes: [UrlRedirect!]!
    pageInfo: PageInfo!
  }

  "A menu as the merchant set it up in the store's admin."
  type Menu implements Node {
    id: ID!
    handle: String!
    title: String!
    items: [MenuItem!]!
    itemsCount: Int!
  }

  """
  A menu item: what it links to (\`url\` on the store's domain; a collection filtered by tags is
  \`/collections/{handle}/{tag}+{tag}\`), and its own items, up to three levels.
  """
  type MenuItem implements Node {
    id: ID!
    title: String!
    type: MenuItemType!
    url: URL
    resourceId: ID
    "The collection a collection item links to (the emulator's menus link no other resource)."
    resource: MenuItemResource
    tags: [String!]!
    items: [MenuItem!]!
  }

  union MenuItemResource = Collection

  enum MenuItemType {
    ARTICLE
    BLOG
    CATALOG
    COLLECTION
    COLLECTIONS
    CUSTOMER_ACCOUNT_PAGE
    FRONTPAGE
    HTTP
    METAOBJECT
    PAGE
    PRODUCT
    SEARCH
    SHOP_POLICY
  }

  type PaymentSettings {
    "The currency the shop's prices are in."
    currencyCode: CurrencyCode!
  }

  type MoneyV2 {
    amount: Decimal!
    currencyCode: CurrencyCode!
  }

  type ProductPriceRange {
    minVariantPrice: MoneyV2!
    maxVariantPrice: MoneyV2!
  }

  type Image {
    id: ID
    "Absolute URL of the image; transform.maxWidth asks the image server for that width."
    url(transform: ImageTransformInput): URL!
    altText: String
    width: Int
    height: Int
    src: URL! @deprecated(reason: "Use \`url\` instead.")
    originalSrc: URL! @deprecated(reason: "Use \`url\` instead.")
    transformedSrc(
      maxWidth: Int
      maxHeight: Int
      crop: CropRegion
      scale: Int = 1
      preferredContentType: ImageContentType
    ): URL! @deprecated(reason: "Use \`url(transform:)\` instead.")
  }

  input ImageTransformInput {
    crop: CropRegion
    maxWidth: Int
    maxHeight: Int
    scale: Int = 1
    preferredContentType: ImageContentType
  }

  enum CropRegion {
    CENTER
    TOP
    BOTTOM
    LEFT
    RIGHT
  }

  enum ImageContentType {
    PNG
    JPG
    WEBP
  }

  type Collection implements Node {
    id: ID!
    handle: String!
    title: String!
    description(truncateAt: Int): String!
    descriptionHtml: HTML!
    image: Image
    updatedAt: DateTime!
    onlineStoreUrl: URL
    "The collection's custom.listing_tabs and custom.listing_features (json); anything else is null."
    metafield(namespace: String, key: String!): Metafield
    metafields(identifiers: [HasMetafieldsIdentifier!]!): [Metafield]!
    products(
      first: Int
      after: String
      last: Int
      before: String
      sortKey: ProductCollectionSortKeys = COLLECTION_DEFAULT
      reverse: Boolean = false
      filters: [ProductFilter!]
    ): ProductConnection!
  }

  "Filters of the same kind are alternatives (OR); different kinds must all hold (AND)."
  input ProductFilter {
    available: Boolean
    price: PriceRangeFilter
    productType: String
    productVendor: String
    tag: String
    variantOption: VariantOptionFilter
  }

  input PriceRangeFilter {
    min: Float = 0
    max: Float
  }

  input VariantOptionFilter {
    name: String!
    value: String!
  }

  type PageInfo {
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
    endCursor: String
  }

  type ProductConnection {
    edges: [ProductEdge!]!
    nodes: [Product!]!
    pageInfo: PageInfo!
    """
    The store's filters over a collection's products (empty on the root \`products\` list, as at
    Shopify): each with its values, how many products each would list under the other filters in
    use, and the \`input\` that chooses it.
    """
    filters: [Filter!]!
  }

  type ProductEdge {
    cursor: String!
    node: Product!
  }

  type ProductVariantConnection {
    edges: [ProductVariantEdge!]!
    nodes: [ProductVariant!]!
    pageInfo: PageInfo!
  }

  type ProductVariantEdge {
    cursor: String!
    node: ProductVariant!
  }

  type ImageConnection {
    edges: [ImageEdge!]!
    nodes: [Image!]!
    pageInfo: PageInfo!
  }

  type ImageEdge {
    cursor: String!
    node: Image!
  }

  type CollectionConnection {
    edges: [CollectionEdge!]!
    nodes: [Collection!]!
    pageInfo: PageInfo!
  }

  type CollectionEdge {
    cursor: String!
    node: Collection!
  }

  """
  Shopify's Cart API: carts that the emulator's stand-in checkout at \`checkoutUrl\` sells
  (docs/decisions/0070-checkout-through-the-store.md). A change that cannot be made answers
  \`userErrors\` and no cart, and changes nothing.
  """
  type Mutation {
    "An empty cart without \`input\`."
    cartCreate(input: CartInput): CartCreatePayload
    "A line of a variant already in the cart with the same attributes takes the added quantity."
    cartLinesAdd(cartId: ID!, lines: [CartLineInput!]!): CartLinesAddPayload
    "A quantity of 0 removes the line; attributes left out stay as they are."
    cartLinesUpdate(cartId: ID!, lines: [CartLineUpdateInput!]!): CartLinesUpdatePayload
    cartLinesRemove(cartId: ID!, lineIds: [ID!]!): CartLinesRemovePayload
    cartBuyerIdentityUpdate(cartId: ID!, buyerIdentity: CartBuyerIdentityInput!): CartBuyerIdentityUpdatePayload
    "Replaces the cart's discount codes; a code that would not apply is kept, with a warning."
    cartDiscountCodesUpdate(cartId: ID!, discountCodes: [String!]!): CartDiscountCodesUpdatePayload
    "Replaces the cart's gift card codes; \`appliedGiftCards\` lists those with a balance."
    cartGiftCardCodesUpdate(cartId: ID!, giftCardCodes: [String!]!): CartGiftCardCodesUpdatePayload
    "Replaces the cart's attributes."
    cartAttributesUpdate(attributes: [AttributeInput!]!, cartId: ID!): CartAttributesUpdatePayload
    cartNoteUpdate(cartId: ID!, note: String!): CartNoteUpdatePayload
  }

  """
  A cart: its lines priced from the catalogue now. \`cost\` is before discounts, gift cards, tax and
  shipping, which the checkout works out.
  """
  type Cart {
    id: ID!
    checkoutUrl: URL!
    createdAt: DateTime!
    updatedAt: DateTime!
    "How many items the lines hold."
    totalQuantity: Int!
    note: String
    attributes: [Attribute!]!
    attribute(key: String!): Attribute
    buyerIdentity: CartBuyerIdentity!
    delivery: CartDelivery!
    lines(first: Int, after: String, last: Int, before: String, reverse: Boolean = false): BaseCartLineConnection!
    cost: CartCost!
    "Each code entered; \`applicable\` when the shop issued it and it is unused (a gift card's: with a balance)."
    discountCodes: [CartDiscountCode!]!
    "The gift cards entered that have a balance, each taking what the ones before it left of the subtotal."
    appliedGiftCards: [AppliedGiftCard!]!
  }

  interface BaseCartLine {
    id: ID!
    quantity: Int!
    merchandise: Merchandise!
    attributes: [Attribute!]!
    attribute(key: String!): Attribute
    cost: CartLineCost!
  }

  type CartLine implements BaseCartLine {
    id: ID!
    quantity: Int!
    merchandise: Merchandise!
    attributes: [Attribute!]!
    attribute(key: String!): Attribute
    cost: CartLineCost!
  }

  union Merchandise = ProductVariant

  type BaseCartLineConnection {
    edges: [BaseCartLineEdge!]!
    nodes: [BaseCartLine!]!
    pageInfo: PageInfo!
  }

  type BaseCartLineEdge {
    cursor: String!
    node: BaseCartLine!
  }

  type CartLineCost {
    amountPerQuantity: MoneyV2!
    compareAtAmountPerQuantity: MoneyV2
    subtotalAmount: MoneyV2!
    totalAmount: MoneyV2!
  }

  type CartCost {
    subtotalAmount: MoneyV2!
    totalAmount: MoneyV2!
    checkoutChargeAmount: MoneyV2!
  }

  type Attribute {
    key: String!
    value: String
  }

  type CartBuyerIdentity {
    email: String
    countryCode: CountryCode
  }

  type CartDelivery {
    "The emulator keeps one address, the one the checkout starts from, which is selected."
    addresses(selected: Boolean = false): [CartSelectableAddress!]!
  }

  type CartSelectableAddress {
    id: ID!
    selected: Boolean!
    address: CartAddress!
  }

  union CartAddress = CartDeliveryAddress

  type CartDeliveryAddress {
    firstName: String
    lastName: String
    address1: String
    address2: String
    city: String
    provinceCode: String
    countryCode: String
    zip: String
  }

  type CartDiscountCode {
    code: String!
    applicable: Boolean!
  }

  type AppliedGiftCard {
    id: ID!
    lastCharacters: String!
    "What the cart would take of the card."
    amountUsed: MoneyV2!
    balance: MoneyV2!
  }

  type CartUserError {
    field: [String!]
    message: String!
    code: CartErrorCode
  }

  "The codes the emulator answers with."
  enum CartErrorCode {
    CART_TOO_LARGE
    INVALID
    INVALID_MERCHANDISE_LINE
    MAXIMUM_EXCEEDED
  }

  type CartWarning {
    code: CartWarningCode!
    message: String!
    target: ID!
  }

  "The codes the emulator warns with."
  enum CartWarningCode {
    DISCOUNT_NOT_FOUND
    DISCOUNT_USAGE_LIMIT_REACHED
  }

  type CartCreatePayload {
    cart: Cart
    userErrors: [CartUserError!]!
    warnings: [CartWarning!]!
  }

  type CartLinesAddPayload {
    cart: Cart
    userErrors: [CartUserError!]!
    warnings: [CartWarning!]!
  }

  type CartLinesUpdatePayload {
    cart: Cart
    userErrors: [CartUserError!]!
    warnings: [CartWarning!]!
  }

  type CartLinesRemovePayload {
    cart: Cart
    userErrors: [CartUserError!]!
    warnings: [CartWarning!]!
  }

  type CartBuyerIdentityUpdatePayload {
    cart: Cart
    userErrors: [CartUserError!]!
    warnings: [CartWarning!]!
  }

  type CartDiscountCodesUpdatePayload {
    cart: Cart
    userErrors: [CartUserError!]!
    warnings: [CartWarning!]!
  }

  type CartGiftCardCodesUpdatePayload {
    cart: Cart
    userErrors: [CartUserError!]!
    warnings: [CartWarning!]!
  }

  type CartAttributesUpdatePayload {
    cart: Cart
    userErrors: [CartUserError!]!
    warnings: [CartWarning!]!
  }

  type CartNoteUpdatePayload {
    cart: Cart
    userErrors: [CartUserError!]!
    warnings: [CartWarning!]!
  }

  input CartInput {
    lines: [CartLineInput!]
    attributes: [AttributeInput!]
    buyerIdentity: CartBuyerIdentityInput
    "The address the checkout starts from: the one selected, else the first."
    delivery: CartDeliveryInput
    discountCodes: [String!]
    giftCardCodes: [String!]
    note: String
  }

  input CartLineInput {
    merchandiseId: ID!
    quantity: Int = 1
    attributes: [AttributeInput!]
  }

  input CartLineUpdateInput {
    id: ID!
    merchandiseId: ID
    quantity: Int
    attributes: [AttributeInput!]
  }

  input AttributeInput {
    key: String!
    value: String!
  }

  input CartBuyerIdentityInput {
    email: String
    countryCode: CountryCode
  }

  input CartDeliveryInput {
    addresses: [CartSelectableAddressInput!]
  }

  input CartSelectableAddressInput {
    address: CartAddressInput!
    selected: Boolean
  }

  input CartAddressInput {
    deliveryAddress: CartDeliveryAddressInput
  }

  input CartDeliveryAddressInput {
    firstName: String
    lastName: String
    address1: String
    address2: String
    city: String
    provinceCode: String
    countryCode: CountryCode
    zip: String
  }
`

/**
 * A field resolver with its source and argument types spelled out. Maps of them are checked against
 * `ResolverMap`; graphql-js has already coerced the arguments to the SDL's types.
 */
export type FieldResolver<TSource, TArgs = Record<string, never>> = (
  source: TSource,
  args: TArgs,
  context: StorefrontContext,
  info: GraphQLResolveInfo,
) => unknown

export type ResolverMap = Record<string, Record<string, FieldResolver<never, never>>>

/** Sets each resolver on its field of the SDL-built schema; a name that is not in the SDL is a bug. */
function attachResolvers(schema: GraphQLSchema, maps: ResolverMap[]): void {
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      const type = schema.getType(typeName)
      if (!(type instanceof GraphQLObjectType)) throw new Error(`Resolvers for unknown type ${typeName}`)
      const typeFields = type.getFields()
      for (const [fieldName, resolve] of Object.entries(fields)) {
        const field = typeFields[fieldName]
        if (!field) throw new Error(`Resolver for unknown field ${typeName}.${fieldName}`)
        field.resolve = resolve as GraphQLFieldResolver<unknown, StorefrontContext>
      }
    }
  }
}

/** Makes every value of the union or interface `abstractName` its one member `typeName`. */
function resolveAsOnlyMember(schema: GraphQLSchema, abstractName: string, typeName: string): void {
  const type = schema.getType(abstractName)
  if (!(type instanceof GraphQLUnionType || type instanceof GraphQLInterfaceType))
    throw new Error(`${abstractName} is not a union or an interface`)
  type.resolveType = () => typeName
}

function buildStorefrontSchema(): GraphQLSchema {
  const schema = buildSchema(storefrontTypeDefs)
  attachResolvers(schema, [
    productResolvers,
    metafieldResolvers,
    collectionResolvers,
    imageResolvers,
    nodeResolvers,
    searchResolvers,
    shopResolvers,
    menuResolvers,
    urlRedirectResolvers,
    predictiveSearchResolvers,
    cartResolvers,
  ])
  // Node values carry `__typename`, which graphql-js's default type resolver reads; the other
  // abstract types have one member here, whose rows they hold.
  resolveAsOnlyMember(schema, 'SearchResultItem', 'Product')
  resolveAsOnlyMember(schema, 'MenuItemResource', 'Collection')
  resolveAsOnlyMember(schema, 'Merchandise', 'ProductVariant')
  resolveAsOnlyMember(schema, 'BaseCartLine', 'CartLine')
  resolveAsOnlyMember(schema, 'CartAddress', 'CartDeliveryAddress')
  return schema
}

/** The executable schema; built once, shared by every request. */
export const storefrontSchema: GraphQLSchema = buildStorefrontSchema()
