/** The home page's section headings, in order (src/routes/index.tsx). */
export const HOME_SECTION_HEADINGS = [
  'Our own label, built in Milwaukee',
  'Our Family of Brands',
  'Featured Products',
  'Shop by Category',
  'Leather, boots and the extras',
  'Gift Cards',
  'Biker Stories',
  'Join the Brotherhood',
  'What Riders Say',
]

/** Those the app renders as they come near rather than the server: everything after the brands. */
export const HOME_SECTIONS_RENDERED_NEAR = HOME_SECTION_HEADINGS.slice(2)
