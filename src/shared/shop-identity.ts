/**
 * Who the shop is: its name, home and how to reach it. The only file that spells these out
 * (docs/decisions/0004-shop-identity.md): the app reads them through src/content/site.ts, the server
 * (its start-up line, the seeded stories and products) and the build (index.html, the web app
 * manifest in vite.config.ts) from here.
 */
export const shopIdentity = {
  name: 'Open Road Moto Supply',
  /** Under the icon on a home screen. */
  shortName: 'Open Road',
  city: 'Milwaukee',
  state: 'Wisconsin',
  timeZone: 'Central',
  /** The same zone as the IANA name, for dates the server writes (a receipt's date). */
  timeZoneId: 'America/Chicago',
  phone: '(414) 555-0142',
  /** The phone number as a dialable link. */
  phoneHref: 'tel:+14145550142',
  email: 'help@openroadmoto.example',
  pressEmail: 'press@openroadmoto.example',
} as const
