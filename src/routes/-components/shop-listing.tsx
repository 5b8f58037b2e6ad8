import type { ReactNode } from 'react'
import { useAddToCart } from '../../features/cart/api/use-add-to-cart'
import { ListingPage } from '../../features/catalogue/components/listing-page'
import type { ListingSearch } from '../../features/catalogue/listing-search'
import type { Listing } from '../../features/catalogue/listings'
import { WishlistButton } from '../../features/wishlist/wishlist-button'

/** Composes a listing with the wishlist heart and the cart, for every listing route. */
export function ShopListing({
  listing,
  search,
  onSearchChange,
  index,
}: {
  listing: Listing
  search: ListingSearch
  onSearchChange: (next: ListingSearch) => void
  index?: ReactNode
}) {
  const { addToCart } = useAddToCart()
  return (
    <ListingPage
      key={listing.key}
      listing={listing}
      search={search}
      onSearchChange={onSearchChange}
      index={index}
      renderCardActions={(product) => <WishlistButton productId={product.id} productTitle={product.title} />}
      onAddToCart={addToCart}
    />
  )
}
