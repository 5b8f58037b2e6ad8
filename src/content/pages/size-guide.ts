import { list, type PageContent, paragraph } from './page-content'
import { contentPageTitles } from './titles'

const chest: [size: string, inches: string, cm: string][] = [
  ['XS', '32–34', '81–86'],
  ['S', '35–37', '89–94'],
  ['M', '38–40', '97–102'],
  ['L', '41–43', '104–109'],
  ['XL', '44–46', '112–117'],
  ['XXL', '47–49', '119–124'],
  ['3XL', '50–52', '127–132'],
  ['4XL', '53–55', '135–140'],
  ['5XL', '56–58', '142–147'],
]

const boots: [us: string, eu: string, foot: string][] = [
  ['7', '40', '9.6 in / 24.4 cm'],
  ['8', '41', '9.9 in / 25.2 cm'],
  ['9', '42', '10.2 in / 25.9 cm'],
  ['10', '43', '10.5 in / 26.7 cm'],
  ['11', '44.5', '10.9 in / 27.6 cm'],
  ['12', '46', '11.2 in / 28.4 cm'],
  ['13', '47', '11.5 in / 29.2 cm'],
]

const gloves: [size: string, inches: string, cm: string][] = [
  ['S', '7–7.5', '18–19'],
  ['M', '8–8.5', '20–21.5'],
  ['L', '9–9.5', '23–24'],
  ['XL', '10–10.5', '25.5–26.5'],
  ['XXL', '11–11.5', '28–29'],
]

export const sizeGuidePage: PageContent = {
  title: contentPageTitles.sizeGuide,
  intro: [
    'Riding gear should fit snug with room for a layer underneath. Measure over a thin shirt and compare with the charts below; each product page lists the sizes that item comes in.',
  ],
  sections: [
    {
      heading: 'How to measure',
      blocks: [
        list(
          'Chest: around the fullest part of your chest, under the arms, tape level.',
          'Waist: around your natural waist, where your riding jeans sit.',
          'Foot: heel to longest toe, standing, with the socks you ride in.',
          'Hand: around your palm just below the knuckles, thumb excluded.',
        ),
      ],
    },
    {
      heading: 'Jackets, vests, shirts and leather (XS–5XL)',
      blocks: [
        {
          kind: 'table',
          caption: 'Apparel sizes by chest measurement',
          columns: ['Size', 'Chest (in)', 'Chest (cm)'],
          rows: chest,
        },
        paragraph(
          'Leather jackets run from XS to 5XL, most textile jackets and vests to 3XL. Between two sizes, pick the larger if you wear armour or a hoodie underneath.',
        ),
      ],
    },
    {
      heading: 'Jeans and pants',
      blocks: [
        paragraph('Bottoms are sized by waist in inches, 28 to 40: a size 34 fits a 34 in (86 cm) waist.'),
      ],
    },
    {
      heading: 'Boots (US 7–13)',
      blocks: [
        {
          kind: 'table',
          caption: 'Boot sizes by foot length',
          columns: ['US', 'EU', 'Foot length'],
          rows: boots,
        },
      ],
    },
    {
      heading: 'Gloves',
      blocks: [
        {
          kind: 'table',
          caption: 'Glove sizes by hand circumference',
          columns: ['Size', 'Hand (in)', 'Hand (cm)'],
          rows: gloves,
        },
        paragraph(
          'Still unsure? ',
          { text: 'Contact us', to: '/contact' },
          ' with your measurements and the item you like, and we will tell you which size to order.',
        ),
      ],
    },
  ],
}
