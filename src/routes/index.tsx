import { useIsFetching } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { featuredStoriesQueryOptions } from '../features/blog/api/featured-stories-query'
import { useAddToCart } from '../features/cart/api/use-add-to-cart'
import { readHomeMenus } from '../features/catalogue/api/collection-tiles-query'
import { featuredProductsRead } from '../features/catalogue/api/page-reads'
import { ChatAssistant } from '../features/chat/components/chat-assistant'
import { Hero } from '../features/home/components/hero'
import { LoadingOverlay } from '../features/home/components/loading-overlay'
import { ParticleBackground } from '../features/home/components/particle-background'
import { ScrollToTop } from '../features/home/components/scroll-to-top'
import { newsletterStatusQueryOptions } from '../features/newsletter/api/newsletter-status'
import { featuredOwnProductsQueryOptions } from '../features/product/api/get-featured-own-products'
import { FeaturedOwnProducts } from '../features/product/components/featured-own-products'
import type { RecentlyViewedProduct } from '../features/recently-viewed/recently-viewed-store'
import { useShopBrand } from '../features/shell/api/store-menus-query'
import { IntroSplash } from '../features/shell/components/intro-splash'
import { ownProductWishlistId } from '../features/wishlist/use-wishlist'
import { WishlistButton } from '../features/wishlist/wishlist-button'
import { lazyPart } from '../lib/lazy-part'
import { loadRouteData, loadStorefrontData } from '../lib/route-data'
import { parseProductRef } from '../shared/account/cart'
import { imageAt } from '../ui/product/product-image'
import { WhenIdle, WhenNearOrIdle } from '../ui/when-idle'

// Below the first screen, each section's code loads and renders in its own idle moment.
const RecentlyViewedSection = lazyPart(() =>
  import('../features/recently-viewed/components/recently-viewed-section').then((m) => ({
    default: m.RecentlyViewedSection,
  })),
)
const BrandsSection = lazyPart(() =>
  import('../features/home/components/brands-section').then((m) => ({ default: m.BrandsSection })),
)
const FeaturedProducts = lazyPart(() =>
  import('../features/catalogue/components/featured-products').then((m) => ({ default: m.FeaturedProducts })),
)
const CategorySearchSection = lazyPart(() =>
  import('../features/catalogue/components/home-category-sections').then((m) => ({
    default: m.CategorySearchSection,
  })),
)
const CategoryShowcase = lazyPart(() =>
  import('../features/catalogue/components/home-category-sections').then((m) => ({
    default: m.CategoryShowcase,
  })),
)
const GiftCardForm = lazyPart(() =>
  import('../features/gift-cards/components/gift-card-form').then((m) => ({ default: m.GiftCardForm })),
)
const BlogSection = lazyPart(() =>
  import('../features/blog/components/blog-section').then((m) => ({ default: m.BlogSection })),
)
const NewsletterSignup = lazyPart(() =>
  import('../features/newsletter/components/newsletter-signup').then((m) => ({
    default: m.NewsletterSignup,
  })),
)
const TestimonialsCarousel = lazyPart(() =>
  import('../features/home/components/testimonials-carousel').then((m) => ({
    default: m.TestimonialsCarousel,
  })),
)

// The brands, in the server's page below the first screen, skip layout and paint until they come near it.
const belowTheFold = '[contain-intrinsic-size:auto_900px] [content-visibility:auto]'

export const Route = createFileRoute('/')({
  // The page's reads load with its code, not in the entry bundle.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: ({ context }) => {
    // Whether this load plays the intro is settled with the page's data, so a rendered page hands it over.
    context.introSession.claim()
    return loadRouteData(context, [
      loadStorefrontData(context, [featuredProductsRead(context.collectionHandles.featured)]),
      readHomeMenus(context.storefront, context.menuHandles),
      context.queryClient.ensureQueryData(featuredOwnProductsQueryOptions()),
      context.queryClient.ensureQueryData(featuredStoriesQueryOptions()),
      context.queryClient.ensureQueryData(newsletterStatusQueryOptions()),
    ])
  },
  component: HomeRoute,
})

/**
 * The sections below the hero, made once: an element that is the same on every render of the page
 * leaves a section's boundary untouched while its code is still on the way. A boundary that saw an
 * update before it hydrated would have React drop the server's HTML and build the section anew.
 * The brands come with the server's page; the long sections after them are rendered by the app as
 * they come near (or once it is idle), so a phone first lays out a page of a few hundred elements.
 */
const idleSections = [
  <WhenIdle key="brands">
    <div className={belowTheFold}>
      <BrandsSection />
    </div>
  </WhenIdle>,
  ...[
    <HomeFeaturedProducts key="featured" />,
    <CategorySearchSection key="categories" />,
    <CategoryShowcase key="showcase" />,
    <GiftCardForm key="gift-cards" />,
    <BlogSection key="blog" />,
    <NewsletterSignup key="newsletter" />,
    <TestimonialsCarousel key="testimonials" />,
  ].map((section) => (
    // Laid out as soon as rendered (no content-visibility): its real height is known from then on, so
    // nothing above the footer changes size as a rider who jumped to the end of the page reaches it
    // (a guessed height made the footer jump a screen away as it came into view).
    <WhenNearOrIdle key={section.key} reserve="min-h-[600px]">
      {section}
    </WhenNearOrIdle>
  )),
]

const particles = (
  <WhenIdle>
    <ParticleBackground />
  </WhenIdle>
)

// Not in the content-visibility wrapper: hidden when empty, it must take no room.
const recentlyViewed = (
  <WhenIdle>
    <RecentlyViewedSection renderActions={renderWishlistButton} renderQuickView={renderViewedQuickView} />
  </WhenIdle>
)

/** The home page, its sections in order (header, footer and cart drawer come from the root). */
function HomeRoute() {
  const shopName = useShopBrand().name
  return (
    <>
      <IntroSplash />
      {particles}
      <div className="flex flex-col gap-16 sm:gap-20">
        <Hero shopName={shopName} featured={<HeroOwnPicks />} />
        {recentlyViewed}
        {idleSections}
      </div>
      <HomeLoadingBar />
      <ScrollToTop />
      <ChatAssistant />
    </>
  )
}

function renderWishlistButton(product: { id: string; title: string }) {
  return <WishlistButton productId={product.id} productTitle={product.title} />
}

// A recently viewed product's Quick View (and the Radix dialog) loads when a rider first opens one.
const QuickViewDialog = lazyPart(() =>
  import('../features/catalogue/components/quick-view-dialog').then((m) => ({ default: m.QuickViewDialog })),
)
const ViewedOwnQuickView = lazyPart(() =>
  import('../features/product/components/viewed-own-quick-view').then((m) => ({
    default: m.ViewedOwnQuickView,
  })),
)

function renderViewedQuickView(product: RecentlyViewedProduct, onOpenChange: (open: boolean) => void) {
  return <ViewedQuickView product={product} onOpenChange={onOpenChange} />
}

/**
 * A recently viewed tile's Quick View, which also asks for the size to add: an own-label product's
 * from the own API, a storefront product's from the storefront (both saved on the device once read).
 */
function ViewedQuickView({
  product,
  onOpenChange,
}: {
  product: RecentlyViewedProduct
  onOpenChange: (open: boolean) => void
}) {
  const { addToCart } = useAddToCart()
  const actions = renderWishlistButton(product)
  if (parseProductRef(product.id)?.kind === 'own')
    return (
      <ViewedOwnQuickView
        product={product}
        onOpenChange={onOpenChange}
        onAddToCart={addToCart}
        actions={actions}
      />
    )
  return (
    <QuickViewDialog
      product={{ ...product, image: imageAt(product.image), compareAt: null }}
      onOpenChange={onOpenChange}
      onAddToCart={addToCart}
      actions={actions}
    />
  )
}

/** The hero's own-label picks with their hearts and Add to Cart, as every card has them. */
function HeroOwnPicks() {
  const { addToCart } = useAddToCart()
  return <FeaturedOwnProducts renderActions={renderOwnWishlistButton} onAddToCart={addToCart} />
}

function renderOwnWishlistButton(product: { slug: string; name: string }) {
  return <WishlistButton productId={ownProductWishlistId(product.slug)} productTitle={product.name} />
}

/** The featured grid with Add to Cart; the cart's state re-renders this section only. */
function HomeFeaturedProducts() {
  const { addToCart } = useAddToCart()
  return <FeaturedProducts renderCardActions={renderWishlistButton} onAddToCart={addToCart} />
}

/** Subscribes to the fetch count on its own, so a request starting or ending re-renders only the bar. */
function HomeLoadingBar() {
  return <LoadingOverlay active={useIsFetching() > 0} />
}
