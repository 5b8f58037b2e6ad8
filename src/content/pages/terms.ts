import { TAX_RATE } from '../../shared/order-totals'
import { FREE_SHIPPING_THRESHOLD } from '../../shared/shipping'
import { site } from '../site'
import { list, type PageContent, paragraph } from './page-content'
import { contentPageTitles } from './titles'

export const termsPage: PageContent = {
  title: contentPageTitles.terms,
  intro: [`These terms apply when you browse or buy from ${site.name}. By using the shop you agree to them.`],
  sections: [
    {
      heading: 'Prices and orders',
      blocks: [
        list(
          'Prices are in US dollars. The price that counts is the one our server shows in your cart and order summary when you order.',
          `Sales tax of ${TAX_RATE * 100}% is added at checkout. Shipping is free over $${FREE_SHIPPING_THRESHOLD}; see Shipping Info.`,
          'An order is confirmed when you see its order number.',
        ),
      ],
    },
    {
      heading: 'Accounts',
      blocks: [
        paragraph(
          'You need an account to use the cart and check out. Keep your password to yourself; you are responsible for orders placed with your account.',
        ),
      ],
    },
    {
      heading: 'Returns',
      blocks: [
        paragraph(
          'You can return items within 30 days as described on our ',
          { text: 'Returns', to: '/returns' },
          ' page.',
        ),
      ],
    },
    {
      heading: 'Riding safely',
      blocks: [
        paragraph(
          'Riding is dangerous. Gear reduces the risk of injury but cannot remove it. Wear equipment that fits, follow the maker’s instructions, and replace a helmet after any crash.',
        ),
      ],
    },
    {
      heading: 'Contact',
      blocks: [paragraph('Questions about these terms? ', { text: 'Contact us', to: '/contact' }, '.')],
    },
  ],
}
