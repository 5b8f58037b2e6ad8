/** A testimonial: six fixed entries, shown on the home page. */
export interface Testimonial {
  name: string
  location: string
  rating: number
  /** As shown, e.g. '2 weeks ago'. */
  date: string
  /** Initials shown in the avatar circle (no photo is needed offline). */
  avatar: string
  text: string
  /** What the rider bought, by kind rather than by a brand's name: any store's catalogue has its own. */
  product: string
  verified: boolean
}

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Mike R.',
    location: 'Sturgis, SD',
    rating: 5,
    date: '2 weeks ago',
    avatar: 'MR',
    text: 'Rode 1,400 miles to the rally in my new leather jacket. Rain on day two, sun on day three, and the armor never once shifted. Worth every penny.',
    product: 'Leather touring jacket',
    verified: true,
  },
  {
    name: 'Sarah K.',
    location: 'Austin, TX',
    rating: 5,
    date: '1 month ago',
    avatar: 'SK',
    text: 'Finally a shop that stocks women’s gear that actually fits. The size guide was spot on and the vest arrived two days after I ordered.',
    product: 'Women’s leather vest',
    verified: true,
  },
  {
    name: 'Dave L.',
    location: 'Milwaukee, WI',
    rating: 4,
    date: '3 weeks ago',
    avatar: 'DL',
    text: 'Solid modular helmet, quiet at highway speed. Took one star off because the visor needed a minute to break in, but support sorted me out on the phone.',
    product: 'Modular helmet',
    verified: true,
  },
  {
    name: 'Rosa M.',
    location: 'Flagstaff, AZ',
    rating: 5,
    date: '2 months ago',
    avatar: 'RM',
    text: 'Browsed the whole catalogue on the app with one bar of signal in the canyon. Ordered the saddlebags when I got back to town. Clever.',
    product: 'Throw-over saddlebags',
    verified: true,
  },
  {
    name: 'Tom B.',
    location: 'Daytona Beach, FL',
    rating: 5,
    date: '5 days ago',
    avatar: 'TB',
    text: 'Harness boots that were comfortable out of the box. Oil-resistant soles grip the pegs like they were glued on.',
    product: 'Harness boots',
    verified: false,
  },
  {
    name: 'Jen W.',
    location: 'Duluth, MN',
    rating: 5,
    date: '1 week ago',
    avatar: 'JW',
    text: 'Bought a Guardian bell for my dad’s first ride after his surgery. He says it’s been ringing for luck on every mile since.',
    product: 'Guardian bell',
    verified: true,
  },
]
