import { createFileRoute, Link } from '@tanstack/react-router'
import { IntroSplash } from '../features/shell/components/intro-splash'

const trustBadges = [
  { kicker: 'Quality', label: 'Premium Materials' },
  { kicker: 'Authentic', label: 'Genuine Products' },
  { kicker: 'Store', label: 'Fast Shipping' },
  { kicker: 'Trusted', label: '1K+ Riders' },
] as const

export const Route = createFileRoute('/')({
  component: HomeRoute,
})

function HomeRoute() {
  return (
    <>
      <IntroSplash />
      <section className="flex flex-col items-start gap-6 py-10 sm:py-16">
        <p className="text-sm font-bold tracking-[0.3em] text-orange-400 uppercase">Open Road Moto Supply</p>
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-stone-50 sm:text-6xl">
          Gear for the long way round.
        </h1>
        <p className="max-w-2xl text-lg text-stone-300">
          Helmets, leather, boots, luggage and bike gear — 2000+ products you can browse even when the signal
          drops.
        </p>
        <Link
          to="/products"
          className="rounded-md bg-orange-500 px-6 py-3 text-lg font-bold text-stone-950 hover:bg-orange-400"
        >
          View All 2000+ Products
        </Link>
        <ul className="mt-6 grid w-full grid-cols-2 gap-3 sm:grid-cols-4">
          {trustBadges.map((badge) => (
            <li key={badge.label} className="rounded-xl border border-stone-800 bg-stone-900 p-4">
              <p className="text-xs font-semibold tracking-wide text-orange-400 uppercase">{badge.kicker}</p>
              <p className="mt-1 font-bold text-stone-100">{badge.label}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
