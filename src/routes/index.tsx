import { useIsFetching } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { BlogSection } from '../features/blog/components/blog-section'
import { useAddToCart } from '../features/cart/api/use-add-to-cart'
import { FeaturedProducts } from '../features/catalogue/components/featured-products'
import {
  CategorySearchSection,
  CategoryShowcase,
} from '../features/catalogue/components/home-category-sections'
import { ChatAssistant } from '../features/chat/components/chat-assistant'
import { GiftCardForm } from '../features/gift-cards/components/gift-card-form'
import { BrandsSection } from '../features/home/components/brands-section'
import { Hero } from '../features/home/components/hero'
import { LoadingOverlay } from '../features/home/components/loading-overlay'
import { ParticleBackground } from '../features/home/components/particle-background'
import { ScrollToTop } from '../features/home/components/scroll-to-top'
import { TestimonialsCarousel } from '../features/home/components/testimonials-carousel'
import { NewsletterSignup } from '../features/newsletter/components/newsletter-signup'
import { FeaturedOwnProducts } from '../features/product/components/featured-own-products'
import { IntroSplash } from '../features/shell/components/intro-splash'
import { WishlistButton } from '../features/wishlist/wishlist-button'

export const Route = createFileRoute('/')({
  component: HomeRoute,
})

/** Spec §2 "Home page", its sections in the spec's order (header, footer and cart drawer come from the root). */
function HomeRoute() {
  const { addToCart } = useAddToCart()
  const loading = useIsFetching() > 0
  return (
    <>
      <IntroSplash />
      <ParticleBackground />
      <div className="flex flex-col gap-16 sm:gap-20">
        <Hero featured={<FeaturedOwnProducts />} />
        <BrandsSection />
        <FeaturedProducts
          renderCardActions={(product) => (
            <WishlistButton productId={product.id} productTitle={product.title} />
          )}
          onAddToCart={addToCart}
        />
        <CategorySearchSection />
        <CategoryShowcase />
        <GiftCardForm />
        <BlogSection />
        <NewsletterSignup />
        <TestimonialsCarousel />
      </div>
      <LoadingOverlay active={loading} />
      <ScrollToTop />
      <ChatAssistant />
    </>
  )
}
