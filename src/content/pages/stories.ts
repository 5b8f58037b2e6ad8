import { type PageContent, paragraph } from './page-content'
import { contentPageTitles } from './titles'

export const storiesPage: PageContent = {
  title: contentPageTitles.stories,
  intro: [
    'Long rides, first builds and the people behind the gear: our Biker Stories live on the home page, where you can open each one and read it in full.',
  ],
  sections: [
    {
      heading: 'Read the stories',
      blocks: [
        paragraph(
          'Head to the ',
          { text: 'home page', to: '/' },
          ' and scroll to the stories section. Each story opens in a reader; tap outside it or the close button to come back.',
        ),
      ],
    },
    {
      heading: 'Got a story of your own?',
      blocks: [
        paragraph(
          'We would love to hear it. ',
          { text: 'Contact us', to: '/contact' },
          ' and tell us about your ride.',
        ),
      ],
    },
  ],
}
