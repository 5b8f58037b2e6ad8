import { site } from '../site'
import { list, type PageContent, paragraph } from './page-content'
import { contentPageTitles } from './titles'

export const returnsPage: PageContent = {
  title: contentPageTitles.returns,
  intro: ['Changed your mind, or the fit is wrong? You can return gear within 30 days of delivery.'],
  sections: [
    {
      heading: 'What can come back',
      blocks: [
        list(
          'Unworn, unwashed items with their tags and original packaging.',
          'Helmets that have not been ridden in: for your safety we cannot take back a helmet that has been worn on the road.',
          'Gift cards cannot be returned.',
        ),
      ],
    },
    {
      heading: 'How to return',
      blocks: [
        list(
          [
            'Call ',
            { text: site.phone, href: site.phoneHref },
            ' or email ',
            { text: site.email, href: `mailto:${site.email}` },
            ' with your order number and what you are sending back.',
          ],
          'We reply with the return address and instructions.',
          'Once the parcel arrives and is checked, we refund the items or send the size you need.',
        ),
        paragraph(
          'Not sure about the size? The ',
          { text: 'size guide', to: '/size-guide' },
          ' helps you pick right the first time.',
        ),
      ],
    },
    {
      heading: 'Damaged or wrong item?',
      blocks: [
        paragraph(
          'Tell us within 30 days and we will put it right at no cost to you, return shipping included.',
        ),
      ],
    },
  ],
}
