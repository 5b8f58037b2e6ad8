import { site } from '../site'
import { list, type PageContent, paragraph } from './page-content'
import { contentPageTitles } from './titles'

export const privacyPage: PageContent = {
  title: contentPageTitles.privacy,
  intro: ['This page says plainly what the shop keeps about you, where it keeps it, and how to remove it.'],
  sections: [
    {
      heading: 'On your device',
      blocks: [
        list(
          'Your wishlist: the products you heart, kept in your browser’s storage (IndexedDB).',
          'A copy of the catalogue pages and product images you have viewed, and the app’s own files, so the shop works offline.',
          'Two notes for the current browser session: the page it opened on and whether the intro animation has played, so the intro plays only once.',
        ),
        paragraph(
          'This stays on your device and is not sent to us. Clearing the site data in your browser settings removes it.',
        ),
      ],
    },
    {
      heading: 'On our server',
      blocks: [
        list(
          'When you create an account: your name, email address and password, and a session cookie that keeps you signed in.',
          'Your cart and the orders you place, with the shipping address you give.',
          'Your email address if you join the newsletter, and the details of gift cards you buy.',
        ),
        paragraph(
          'Card numbers, expiry dates and security codes never leave your browser: they are not sent to us or stored.',
        ),
      ],
    },
    {
      heading: 'What we do not do',
      blocks: [
        paragraph(
          'We use no advertising or analytics trackers, and we do not sell or share your data with anyone.',
        ),
      ],
    },
    {
      heading: 'Questions or deletion',
      blocks: [
        paragraph(
          'To see or delete what we keep about you, email ',
          { text: site.email, href: `mailto:${site.email}` },
          ' from the address on your account.',
        ),
      ],
    },
  ],
}
