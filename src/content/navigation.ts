import { linkOptions } from '@tanstack/react-router'

/**
 * The header's ten mega-menu items, in order (docs/decisions/0007-one-header.md). Each names a
 * category of src/shared/catalogue/categories.ts; its dropdown groups are derived from there.
 */
export const megaMenuItems = [
  { label: 'Shop All', category: null },
  { label: 'Helmets', category: 'helmets' },
  { label: 'Jackets', category: 'jackets' },
  { label: 'Vests', category: 'vests' },
  { label: 'Bottoms', category: 'bottoms' },
  { label: 'Shirts/Flannels', category: 'shirts-flannels' },
  { label: 'Boots', category: 'boots' },
  { label: 'Luggage', category: 'luggage' },
  { label: 'Bike Gear', category: 'bike-gear' },
  { label: 'Accessories', category: 'accessories' },
] as const

/**
 * The /category family of the route table. All of them sit in the Shop All menu; each also sits in
 * the menus of the categories it belongs beside.
 */
export const collectionLinks = [
  { label: 'Leather Gear', name: 'leather', besideCategories: ['jackets', 'vests'] },
  { label: 'Whips', name: 'whips', besideCategories: ['bike-gear'] },
  { label: 'Apparel', name: 'apparel', besideCategories: ['bottoms', 'shirts-flannels'] },
  { label: 'Accessories', name: 'accessories', besideCategories: ['accessories'] },
  { label: 'Helmet bells', name: 'helmets', besideCategories: ['helmets'] },
  { label: 'Jewelry', name: 'jewelry', besideCategories: ['bike-gear'] },
] as const

/** The outfit builder sits with the /category family in Shop All (docs/decisions/0007-one-header.md). */
export const customBuilderLabel = 'Custom Builder'

const shopCategory = (label: string, category: string) => ({
  label,
  link: linkOptions({ to: '/shop/$category', params: { category } }),
})

/** Footer columns; every page they link to is real (docs/decisions/0006-every-link-leads-somewhere.md). */
export const footerColumns = [
  {
    title: 'SHOP',
    links: [
      shopCategory('Helmets', 'helmets'),
      shopCategory('Jackets', 'jackets'),
      shopCategory('Apparel', 'apparel'),
      shopCategory('Bike Parts', 'bike-parts'),
      shopCategory('Accessories', 'accessories'),
      shopCategory('Rider Gear', 'rider-gear'),
      shopCategory('Lifestyle', 'lifestyle'),
      { label: 'Sale', link: linkOptions({ to: '/shop', search: { sale: true } }) },
    ],
  },
  {
    title: 'SUPPORT',
    links: [
      { label: 'Contact Us', link: linkOptions({ to: '/contact' }) },
      { label: 'Size Guide', link: linkOptions({ to: '/size-guide' }) },
      { label: 'Shipping Info', link: linkOptions({ to: '/shipping' }) },
      { label: 'Returns', link: linkOptions({ to: '/returns' }) },
      { label: 'FAQ', link: linkOptions({ to: '/faq' }) },
      { label: 'Track Order', link: linkOptions({ to: '/track-order' }) },
    ],
  },
  {
    title: 'COMPANY',
    links: [
      { label: 'About Us', link: linkOptions({ to: '/about' }) },
      { label: 'Biker Stories', link: linkOptions({ to: '/stories' }) },
      { label: 'Careers', link: linkOptions({ to: '/careers' }) },
      { label: 'Press', link: linkOptions({ to: '/press' }) },
      { label: 'Privacy Policy', link: linkOptions({ to: '/privacy' }) },
      { label: 'Terms of Service', link: linkOptions({ to: '/terms' }) },
    ],
  },
] as const
