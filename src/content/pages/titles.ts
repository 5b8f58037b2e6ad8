/**
 * The content pages' titles, apart from their bodies: route heads need only the title, and the
 * bodies then stay in each page's own lazily loaded chunk.
 */
export const contentPageTitles = {
  about: 'About Us',
  careers: 'Careers',
  contact: 'Contact Us',
  faq: 'FAQ',
  press: 'Press',
  privacy: 'Privacy Policy',
  returns: 'Returns',
  shipping: 'Shipping Info',
  sizeGuide: 'Size Guide',
  stories: 'Biker Stories',
  terms: 'Terms of Service',
  trackOrder: 'Track Order',
} as const
