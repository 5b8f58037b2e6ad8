/**
 * What the server paints of a shopper's own page (checkout, orders, the wishlist…): the header and
 * footer come with the root, the page's part says it is loading. Only the device and the session
 * know the rest, so the mark asks src/start-app.ts to start the app at once to fill it in.
 * A route with `ssr: false` shows it as its `pendingComponent` (src/entry-server.tsx).
 */
export function ShopperPageFrame() {
  return (
    <div
      data-awaits-device=""
      role="status"
      className="flex min-h-[50vh] items-center justify-center text-stone-400"
    >
      Loading...
    </div>
  )
}
