import { site } from '../site'
import { list, type PageContent, paragraph } from './page-content'
import { contentPageTitles } from './titles'

export const pressPage: PageContent = {
  title: contentPageTitles.press,
  intro: ['Writing about riding gear, motorcycle travel or shops that work offline? We are glad to help.'],
  sections: [
    {
      heading: 'Press contact',
      blocks: [
        paragraph(
          'For interviews, product samples and images, email ',
          { text: site.pressEmail, href: `mailto:${site.pressEmail}` },
          '. We reply within two business days.',
        ),
      ],
    },
    {
      heading: 'Fast facts',
      blocks: [
        list(
          `${site.name}, based in ${site.city}, ${site.state}.`,
          'More than 2000 products: helmets, jackets, leather, boots, luggage, bike gear and accessories.',
          'An installable web app that keeps working when the signal drops.',
          `Part of ${site.brands[0].name}; sister apparel brand ${site.brands[1].name}.`,
        ),
      ],
    },
  ],
}
