import { site } from '../site'
import { type PageContent, paragraph } from './page-content'
import { contentPageTitles } from './titles'

const [parent, apparel] = site.brands

export const aboutPage: PageContent = {
  title: contentPageTitles.about,
  intro: [`${site.name} is a shop for motorcycle riders, run by riders in ${site.city}, ${site.state}.`],
  sections: [
    {
      heading: 'What we do',
      blocks: [
        paragraph(
          'We sell the gear we ride in: helmets, jackets and leather, vests, riding jeans and flannels, boots, gloves, luggage, bike gear and accessories — more than 2000 products, all in one catalogue.',
        ),
        paragraph(
          'Rides go where the signal does not, so the shop works like an app: install it on your phone, and everything you have looked at stays available offline.',
        ),
      ],
    },
    {
      heading: 'Our family of brands',
      blocks: [
        paragraph(
          `${site.name} is part of `,
          { text: parent.name, href: parent.url },
          `, and our sister brand `,
          { text: apparel.name, href: apparel.url },
          ' makes apparel for riding and for the rest of the week.',
        ),
      ],
    },
    {
      heading: 'Talk to us',
      blocks: [
        paragraph(
          'Questions, ideas, or a story from the road? ',
          { text: 'Contact us', to: '/contact' },
          ' — we read everything.',
        ),
      ],
    },
  ],
}
