import { averageRating, formatAverage } from '../../shared/catalogue/review-figures'
import type { Random } from './catalogue'

/** A review as the seed makes it: written by no account of this shop (`user_id` stays null). */
export interface SeedReviewRow {
  productRef: string
  rating: number
  title: string
  text: string
  authorName: string
  createdAt: Date
}

const DAY_MS = 86_400_000
/** The most reviews the seed gives one product. */
const MAX_SEED_REVIEWS = 9
/** About this share of products has no review at all: they show no stars. */
const UNREVIEWED_SHARE = 0.22
/** Seeded reviews are spread over the 18 months before the seed's date. */
const REVIEW_SPREAD_DAYS = 540

type Stars = 1 | 2 | 3 | 4 | 5

const titles: Record<Stars, readonly string[]> = {
  5: [
    'Worth every penny',
    'Best gear I own',
    'Exactly what I wanted',
    'Built to last',
    'Five stars, no notes',
  ],
  4: ['Solid gear', 'Good value', 'Does the job well', 'Happy with it', 'Nearly perfect'],
  3: ['Decent for the price', "It's okay", 'Mixed feelings', 'Fine, not great'],
  2: ['Not what I hoped', 'Runs small', 'Expected better'],
  1: ['Disappointed', 'Sent it back', 'Would not buy again'],
}

const openings: Record<Stars, readonly string[]> = {
  5: [
    'A few thousand miles in and it still looks new.',
    'The fit was spot on out of the box.',
    'You can feel the quality the moment you pick it up.',
  ],
  4: [
    'Good quality for what it costs.',
    'It fits well once it breaks in.',
    'It does everything I need on my daily ride.',
  ],
  3: [
    "It's fine, nothing special.",
    'The quality is okay but the finish could be better.',
    'It took a while to get used to.',
  ],
  2: [
    'The sizing ran small for me.',
    'The stitching started to come loose after a month.',
    'Not as sturdy as the pictures suggest.',
  ],
  1: ['It came apart on the second ride.', 'Nothing like the description.', 'I returned it the same week.'],
}

const details = [
  'I wore it on a weekend run up the Lake Michigan shore.',
  'I ride a Softail most days and it works well with it.',
  'Shipping was quick and the packaging was solid.',
  'It held up fine through a couple of rainstorms.',
  'My riding buddy ordered one after seeing mine.',
  'It came along on a two-week trip out to the Black Hills.',
] as const

const closings: Record<Stars, readonly string[]> = {
  5: ['Would buy again.', 'Highly recommend.', 'Ride safe, everyone.'],
  4: ['Would recommend.', 'Minor nitpicks, but happy overall.', 'Good buy.'],
  3: ['Might look elsewhere next time.', 'It will do for now.', 'Average.'],
  2: ['I would size up next time.', 'Hoping the next one is better.', 'Not great.'],
  1: ['Save your money.', 'Very disappointed.', 'Not recommended.'],
}

const firstNames = [
  'Dale',
  'Rosa',
  'Hank',
  'Tess',
  'Marcus',
  'Jolene',
  'Curtis',
  'Dana',
  'Earl',
  'Nina',
  'Wade',
  'Lupe',
  'Boyd',
  'Shay',
  'Gus',
  'Ingrid',
  'Travis',
  'Mae',
  'Ray',
  'Kendra',
] as const
const INITIALS = 'ABCDEFGHJKLMNOPRSTVW'

/**
 * A product's reviews, from `random` (a stream of their own, so adding reviews changed no other
 * generated value): none for about a fifth of products, else 1-9 with ratings scattered around the
 * product's own quality, so figures differ from product to product.
 */
export function generateReviews(productRef: string, random: Random, before: Date): SeedReviewRow[] {
  if (random.next() < UNREVIEWED_SHARE) return []
  const count = 1 + Math.floor(random.next() ** 1.6 * MAX_SEED_REVIEWS)
  // Most gear is liked; some is not.
  const quality = 2.4 + 2.6 * random.next() ** 0.6
  return Array.from({ length: count }, () => {
    const stars = Math.min(5, Math.max(1, Math.round(quality + (random.next() - 0.5) * 2.2))) as Stars
    const text = [
      random.pick(openings[stars]),
      ...(random.chance(0.7) ? [random.pick(details)] : []),
      random.pick(closings[stars]),
    ].join(' ')
    const daysAgo = random.int(1, REVIEW_SPREAD_DAYS)
    return {
      productRef,
      rating: stars,
      title: random.pick(titles[stars]),
      text,
      authorName: `${random.pick(firstNames)} ${INITIALS.charAt(random.int(0, INITIALS.length - 1))}.`,
      createdAt: new Date(before.getTime() - daysAgo * DAY_MS - random.int(0, DAY_MS / 1000 - 1) * 1000),
    }
  })
}

/** The `rating` ("0.0" with none) and `reviewCount` columns of a product with these reviews. */
export function ratingColumns(reviews: readonly SeedReviewRow[]): { rating: string; reviewCount: number } {
  const sum = reviews.reduce((total, review) => total + review.rating, 0)
  const average = averageRating(sum, reviews.length)
  return { rating: average === null ? '0.0' : formatAverage(average), reviewCount: reviews.length }
}
