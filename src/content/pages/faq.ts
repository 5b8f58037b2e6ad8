import { FREE_SHIPPING_THRESHOLD } from '../../shared/shipping'
import { site } from '../site'
import type { PageContent } from './page-content'
import { contentPageTitles } from './titles'

export const faqPage: PageContent = {
  title: contentPageTitles.faq,
  intro: ['Quick answers to what riders ask us most.'],
  sections: [
    {
      heading: 'Using the shop',
      blocks: [
        {
          kind: 'questions',
          items: [
            {
              question: 'Does the shop work without signal?',
              answer: [
                'Yes. Every page and product you have opened is kept on this device, so you can browse it again with no connection. A banner tells you when you are offline, and anything not saved yet says so instead of spinning.',
              ],
            },
            {
              question: 'How do I install the app on my phone?',
              answer: [
                `On Android in Chrome, open the menu and choose Install app (or Add to Home screen). On an iPhone in Safari, tap Share, then Add to Home Screen. It opens full screen as “${site.shortName}”, like any other app.`,
              ],
            },
            {
              question: 'Do I need an account?',
              answer: [
                'Not to browse, search or keep a wishlist. You sign in to use the cart and check out.',
              ],
            },
            {
              question: 'Where is my wishlist kept?',
              answer: [
                'On this device, so it is there offline too. Tap the heart on any product to save it, and find everything on your ',
                { text: 'wishlist', to: '/wishlist' },
                '.',
              ],
            },
          ],
        },
      ],
    },
    {
      heading: 'Orders',
      blocks: [
        {
          kind: 'questions',
          items: [
            {
              question: 'How much is shipping?',
              answer: [
                `Free on orders over $${FREE_SHIPPING_THRESHOLD}, otherwise a flat rate. The details are on `,
                { text: 'Shipping Info', to: '/shipping' },
                '.',
              ],
            },
            {
              question: 'Can I return something?',
              answer: ['Yes, within 30 days of delivery. See ', { text: 'Returns', to: '/returns' }, '.'],
            },
            {
              question: 'Which size should I order?',
              answer: ['Measure yourself and check the ', { text: 'size guide', to: '/size-guide' }, '.'],
            },
            {
              question: 'How do I reach a person?',
              answer: [
                'Call ',
                { text: site.phone, href: site.phoneHref },
                ' or email ',
                { text: site.email, href: `mailto:${site.email}` },
                '. Our hours are on the ',
                { text: 'contact page', to: '/contact' },
                '.',
              ],
            },
          ],
        },
      ],
    },
  ],
}
