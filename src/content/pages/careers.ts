import { site } from '../site'
import { type PageContent, paragraph } from './page-content'
import { contentPageTitles } from './titles'

export const careersPage: PageContent = {
  title: contentPageTitles.careers,
  intro: [
    `We are a small team in ${site.city}, ${site.state}, and most of us ride to work when the weather lets us.`,
  ],
  sections: [
    {
      heading: 'Open positions',
      blocks: [
        paragraph(
          'We have no open positions listed right now. When we hire, the roles will be posted on this page.',
        ),
      ],
    },
    {
      heading: 'Introduce yourself',
      blocks: [
        paragraph(
          'If you know riding gear and want to work with us, email ',
          { text: site.email, href: `mailto:${site.email}?subject=Careers` },
          ' with “Careers” in the subject and tell us what you would bring.',
        ),
      ],
    },
  ],
}
