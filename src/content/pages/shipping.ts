import { TAX_RATE } from '../../shared/order-totals'
import { FREE_SHIPPING_THRESHOLD, SHIPPING_FLAT } from '../../shared/shipping'
import { list, type PageContent, paragraph } from './page-content'
import { contentPageTitles } from './titles'

export const shippingPage: PageContent = {
  title: contentPageTitles.shipping,
  intro: [
    `Shipping is free on orders over $${FREE_SHIPPING_THRESHOLD}. Below that, it is a flat $${SHIPPING_FLAT.toFixed(2)} per order, however much you buy.`,
  ],
  sections: [
    {
      heading: 'What it costs',
      blocks: [
        list(
          `Orders over $${FREE_SHIPPING_THRESHOLD}: free shipping.`,
          `Orders of $${FREE_SHIPPING_THRESHOLD} or less: $${SHIPPING_FLAT.toFixed(2)} flat.`,
          `Sales tax of ${TAX_RATE * 100}% is added to the subtotal at checkout; the order summary shows every amount before you place the order.`,
        ),
      ],
    },
    {
      heading: 'How long it takes',
      blocks: [
        list('We process orders within 24 hours.', 'Standard delivery then takes 3 to 5 business days.'),
      ],
    },
    {
      heading: 'Where is my order?',
      blocks: [
        paragraph(
          'See ',
          { text: 'Track Order', to: '/track-order' },
          ' for how to check on a parcel, or ',
          { text: 'contact us', to: '/contact' },
          '. Something not right when it arrives? Our ',
          { text: 'returns', to: '/returns' },
          ' page explains what to do.',
        ),
      ],
    },
  ],
}
