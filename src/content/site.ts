/** Who the shop is (DECISIONS.md §1). The only file that spells these out. */
export const site = {
  name: 'Open Road Moto Supply',
  shortName: 'Open Road',
  city: 'Milwaukee, Wisconsin',
  timeZone: 'Central',
  phone: '(414) 555-0142',
  email: 'help@openroadmoto.example',
  brands: [
    { name: 'Open Road Holdings', role: 'Parent company', url: 'https://holdings.openroadmoto.example' },
    { name: 'Asphalt & Ash', role: 'Apparel brand', url: 'https://asphaltandash.example' },
  ],
  social: [
    { name: 'Instagram', url: 'https://instagram.example/openroadmoto' },
    { name: 'Facebook', url: 'https://facebook.example/openroadmoto' },
    { name: 'TikTok', url: 'https://tiktok.example/@openroadmoto' },
  ],
} as const
