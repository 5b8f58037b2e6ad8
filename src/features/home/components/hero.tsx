import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { buttonClass } from '../../../ui/button'

/** The four trust badges of the hero. */
const trustBadges = [
  { kicker: 'Quality', label: 'Premium Materials' },
  { kicker: 'Authentic', label: 'Genuine Products' },
  { kicker: 'Store', label: 'Fast Shipping' },
  { kicker: 'Trusted', label: '1K+ Riders' },
] as const

/** The hero blocks: the store's name, the pitch, the trust badges, and the featured products it fetches. */
export function Hero({ shopName, featured }: { shopName: string; featured: ReactNode }) {
  return (
    <section aria-labelledby="hero-title" className="flex flex-col gap-8 py-6 sm:py-12">
      <div className="flex flex-col items-start gap-5">
        <p className="text-sm font-bold tracking-[0.3em] text-orange-400 uppercase">{shopName}</p>
        <h1
          id="hero-title"
          className="max-w-3xl text-4xl font-extrabold tracking-tight text-stone-50 sm:text-6xl"
        >
          Gear for the long way round.
        </h1>
        <p className="max-w-2xl text-lg text-stone-300">
          Helmets, leather, boots, luggage and bike gear — 2000+ products you can browse even when the signal
          drops.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to="/products" className={buttonClass({ size: 'lg', className: 'text-lg' })}>
            Shop All Products
          </Link>
          <Link
            to="/shop"
            className={buttonClass({ variant: 'secondary', size: 'lg', className: 'text-lg' })}
          >
            Browse Categories
          </Link>
        </div>
      </div>
      <ul aria-label="Why riders shop with us" className="grid w-full grid-cols-2 gap-3 sm:grid-cols-4">
        {trustBadges.map((badge) => (
          <li key={badge.label} className="rounded-xl border border-stone-800 bg-stone-900/90 p-4">
            <p className="text-xs font-semibold tracking-wide text-orange-400 uppercase">{badge.kicker}</p>
            <p className="mt-1 font-bold text-stone-100">{badge.label}</p>
          </li>
        ))}
      </ul>
      {featured}
    </section>
  )
}
