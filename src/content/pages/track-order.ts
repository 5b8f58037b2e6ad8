import { site } from '../site'
import { list, type PageContent, paragraph } from './page-content'
import { contentPageTitles } from './titles'

export const trackOrderPage: PageContent = {
  title: contentPageTitles.trackOrder,
  intro: [
    'Want to know where your gear is? Get in touch with your order number and we will look it up for you.',
  ],
  sections: [
    {
      heading: 'Ask us',
      blocks: [
        list(
          ['Call ', { text: site.phone, href: site.phoneHref }, ' during our opening hours, or'],
          [
            'email ',
            { text: site.email, href: `mailto:${site.email}` },
            ' with the order number in the subject.',
          ],
        ),
        paragraph(
          'Your order number is shown on the confirmation page right after you place the order. Please tell us the email address you ordered with as well.',
        ),
      ],
    },
    {
      heading: 'When to expect it',
      blocks: [
        paragraph(
          'We process orders within 24 hours and standard delivery takes 3 to 5 business days. See ',
          { text: 'Shipping Info', to: '/shipping' },
          ' for the details, and our ',
          { text: 'hours', to: '/contact' },
          ' for when to call.',
        ),
      ],
    },
  ],
}
