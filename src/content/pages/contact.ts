import { site } from '../site'
import { list, type PageContent, paragraph } from './page-content'
import { contentPageTitles } from './titles'

export const contactPage: PageContent = {
  title: contentPageTitles.contact,
  intro: [
    'Questions about sizing, an order, or which bag fits your bike? Riders answer the phone and the email here, and we are happy to help.',
  ],
  sections: [
    {
      heading: 'Call or write',
      blocks: [
        list(
          ['Phone: ', { text: site.phone, href: site.phoneHref }],
          ['Email: ', { text: site.email, href: `mailto:${site.email}` }],
        ),
        paragraph(
          'Writing about an order? Put the order number in the subject and we will find it faster. We answer emails within one business day.',
        ),
      ],
    },
    {
      heading: 'Hours',
      blocks: [
        {
          kind: 'table',
          caption: `Phone support hours, ${site.timeZone} time`,
          columns: ['Days', 'Hours'],
          rows: site.hours.map((h) => [h.days, h.time]),
        },
      ],
    },
    {
      heading: 'Where we are',
      blocks: [
        paragraph(
          `${site.name} is an online shop based in ${site.city}, ${site.state}. We have no walk-in store, so call or write and we will sort you out.`,
        ),
        paragraph(
          'Looking for answers right away? Try the ',
          { text: 'FAQ', to: '/faq' },
          ', the ',
          { text: 'size guide', to: '/size-guide' },
          ' or our ',
          { text: 'shipping', to: '/shipping' },
          ' and ',
          { text: 'returns', to: '/returns' },
          ' pages.',
        ),
      ],
    },
  ],
}
