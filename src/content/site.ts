import { shopIdentity } from '../shared/shop-identity'

/**
 * Who the shop is (src/shared/shop-identity.ts, docs/decisions/0004-shop-identity.md), and what the
 * app says about itself around that: support hours, sister brands and social accounts (the footer's
 * blurb is the store's description, src/features/shell/api/store-menus-query.ts).
 */
export const site = {
  ...shopIdentity,
  /** The year the footer's copyright line names. */
  copyrightYear: 2024,
  /** Support hours, Central time, as the chat assistant and the contact page give them. */
  hours: [
    { days: 'Monday – Friday', time: '9 AM – 8 PM' },
    { days: 'Saturday', time: '9 AM – 9 PM' },
    { days: 'Sunday', time: '11 AM – 6 PM' },
  ],
  brands: [
    { name: 'Open Road Holdings', role: 'Parent company', url: 'https://holdings.openroadmoto.example' },
    { name: 'Asphalt & Ash', role: 'Apparel brand', url: 'https://asphaltandash.example' },
  ],
  /** Photo sharing, social network and short video, in that order. */
  social: [
    { name: 'Instagram', kind: 'photos', url: 'https://instagram.example/openroadmoto' },
    { name: 'Facebook', kind: 'network', url: 'https://facebook.example/openroadmoto' },
    { name: 'TikTok', kind: 'video', url: 'https://tiktok.example/@openroadmoto' },
  ],
} as const

/** A page's document title: the page name, then the shop. */
export function pageTitle(title: string) {
  return `${title} — ${site.name}`
}
