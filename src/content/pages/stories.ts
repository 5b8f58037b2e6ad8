import { type PageContent, paragraph } from './page-content'
import { contentPageTitles } from './titles'

/** The words around /stories' list of stories (src/routes/stories.tsx). */
export const storiesPage: PageContent = {
  title: contentPageTitles.stories,
  intro: ['Long rides, first builds and the people behind the gear. Open a story to read it in full.'],
  sections: [
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
