import { createRootRouteWithContext, HeadContent, lazyRouteComponent, Outlet } from '@tanstack/react-router'
import { Suspense, useMemo } from 'react'
import { useCart } from '../features/cart/api/cart-query'
import { SignInToAdd } from '../features/cart/components/sign-in-to-add'
import { storeMenusRead } from '../features/shell/api/store-menus-query'
import { SiteHeader } from '../features/shell/components/site-header'
import { documentHead } from '../features/shell/document-head'
import type { IntroSession } from '../features/shell/intro-session'
import { useWishlist, useWishlistAccountSync } from '../features/wishlist/use-wishlist'
import { lazyPart } from '../lib/lazy-part'
import { loadStorefrontData, type RouteDataContext } from '../lib/route-data'
import type { CollectionHandles, MenuHandles } from '../shared/storefront-config'
import { lazyDialog } from '../ui/lazy-dialog'
import { Toaster } from '../ui/toaster'
import { loadOwnProductsOffline } from './-components/load-own-products-offline'

export interface RouterContext extends RouteDataContext {
  /** The browser's, or, on the server, the one of the page being rendered. */
  introSession: IntroSession
  /** The store's menus the header and the footer show. */
  menuHandles: MenuHandles
  /** The store's collections the featured grid and the outfit builder show. */
  collectionHandles: CollectionHandles
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The intro plays only when a session opens on the home page (docs/decisions/0010-intro-splash.md):
  // note where it opened.
  beforeLoad: ({ location, context }) => context.introSession.recordLanding(location.pathname),
  // Every page shows the store's menus: read with the first page's own reads. Later pages keep the
  // header's own read of them (useStoreMenus), so a navigation does not read them again here.
  loader: ({ context }) => loadStorefrontData(context, [storeMenusRead(context.menuHandles)]),
  shouldReload: false,
  // The title of a page that names none of its own (the home page); the others name themselves.
  head: () => ({ meta: [{ title: documentHead.title }] }),
  component: RootLayout,
  // Only an address with no page needs it: its code loads then.
  notFoundComponent: lazyRouteComponent(() => import('./-components/not-found'), 'NotFound'),
})

// Shown only inside the "Offline & app" panel, so it loads when the panel opens.
const InstallAppButton = lazyPart(() =>
  import('../features/install/components/install-app-button').then((m) => ({ default: m.InstallAppButton })),
)

// Below the first screen, and the same on every page: hydrated once its code arrives, after the rest.
const SiteFooter = lazyPart(() =>
  import('../features/shell/components/site-footer').then((m) => ({ default: m.SiteFooter })),
)

// The header's "Offline & app" button: hydrated once its code arrives, after the rest of the header.
const OfflineMenuButton = lazyPart(() =>
  import('../features/offline/components/offline-menu-button').then((m) => ({
    default: m.OfflineMenuButton,
  })),
)

const OfflineBanner = lazyPart(() =>
  import('../features/offline/offline-banner').then((m) => ({ default: m.OfflineBanner })),
)
const UpdatePrompt = lazyPart(() =>
  import('../features/offline/update-prompt').then((m) => ({ default: m.UpdatePrompt })),
)

// The header's account control, and the wishlist's question on signing in: hydrated once its code
// arrives, after the rest of the header.
const HeaderAccount = lazyPart(() =>
  import('./-components/header-account').then((m) => ({ default: m.HeaderAccount })),
)

// The side cart: a <dialog> in the server's page that opens with no script; its code (the cart's
// lines and changes) comes as a part, hydrated after the rest of the header.
const CartDrawer = lazyDialog(() =>
  import('../features/cart/components/cart-drawer').then((m) => ({ default: m.CartDrawer })),
)
const CART_DIALOG_ID = 'side-cart'

/** The header wired to the wishlist and the side cart: features stay apart, the route composes them. */
function ShopHeader() {
  const wishlist = useWishlist()
  useWishlistAccountSync()
  const { itemCount } = useCart()
  const { queryClient } = Route.useRouteContext()
  // The same elements on every render: a part still waiting for its code that saw new props would
  // have React drop the server's HTML and build it anew instead of hydrating it.
  const offline = useMemo(
    () => (
      <Suspense fallback={null}>
        <OfflineMenuButton
          install={
            <Suspense fallback={null}>
              <InstallAppButton />
            </Suspense>
          }
          loadOwnProducts={loadOwnProductsOffline(queryClient)}
        />
      </Suspense>
    ),
    [queryClient],
  )
  return (
    <>
      <SiteHeader
        account={account}
        offline={offline}
        wishlistCount={wishlist.count}
        cartCount={itemCount}
        cartDialogId={CART_DIALOG_ID}
      />
      <CartDrawer id={CART_DIALOG_ID} />
    </>
  )
}

// Made once, so each is the same element on every render (see ShopHeader).
const account = (
  <Suspense fallback={null}>
    <HeaderAccount />
  </Suspense>
)
const footer = (
  <Suspense fallback={null}>
    <SiteFooter />
  </Suspense>
)
// Nothing to show on most visits: offline, or with a new version of the shop waiting.
const notices = (
  <Suspense fallback={null}>
    <OfflineBanner />
    <UpdatePrompt />
  </Suspense>
)

function RootLayout() {
  return (
    <>
      <HeadContent />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[200] focus:rounded focus:bg-orange-500 focus:px-3 focus:py-2 focus:text-stone-950"
      >
        Skip to content
      </a>
      {/* Each boundary hydrates as a piece of its own (the page's content is one too), so no single
          task holds the main thread while a page the server rendered comes alive. */}
      <Suspense fallback={null}>
        <ShopHeader />
      </Suspense>
      {/* Clears the fixed header: one row on phones, two (with the menu bar) from lg. */}
      <main id="main" className="mx-auto min-h-[70vh] w-full max-w-7xl px-4 pt-20 pb-16 sm:px-6 lg:pt-32">
        <Outlet />
      </main>
      {footer}
      {notices}
      <Toaster />
      <SignInToAdd />
    </>
  )
}
