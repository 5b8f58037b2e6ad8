import { shopIdentity } from '../../shared/shop-identity'

/**
 * What every page's head says about the shop, one list for the two documents it sends: the build
 * writes it into index.html, the shell (vite.config.ts), and React renders it into a page the server
 * renders (src/document.tsx). Each page's own title comes from its route (`HeadContent`).
 */
export const documentHead = {
  /** The title of a page that names none of its own: the home page, and the shell until the app names the page. */
  title: `${shopIdentity.name} — gear for riders`,
  /** `<meta name content>`, after `<meta charset="UTF-8">`. */
  meta: [
    { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
    {
      name: 'description',
      content:
        'Helmets, jackets, vests, boots, luggage and bike gear for motorcycle riders. Browse offline and keep your cart.',
    },
    { name: 'theme-color', content: '#0c0a09' },
    { name: 'apple-mobile-web-app-capable', content: 'yes' },
    { name: 'apple-mobile-web-app-title', content: shopIdentity.shortName },
  ],
  links: [
    { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
    // Written into index.html by vite-plugin-pwa, with the manifest it builds (vite.config.ts).
    { rel: 'manifest', href: '/manifest.webmanifest' },
  ],
} as const
