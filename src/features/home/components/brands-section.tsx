import { site } from '../../../content/site'

/** 'Our Family of Brands': the parent company and apparel brand (docs/decisions/0004-shop-identity.md). */
export function BrandsSection() {
  return (
    <section aria-labelledby="our-brands" className="flex flex-col gap-5">
      <h2 id="our-brands" className="text-2xl font-extrabold text-stone-50 sm:text-3xl">
        Our Family of Brands
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {site.brands.map((brand) => (
          <li key={brand.name}>
            <a
              href={brand.url}
              target="_blank"
              rel="noopener noreferrer"
              className="flex h-full flex-col gap-1 rounded-xl border border-stone-800 bg-stone-900 p-5 hover:border-orange-500"
            >
              <span className="text-xs font-semibold tracking-wide text-orange-400 uppercase">
                {brand.role}
              </span>
              <span className="text-xl font-bold text-stone-50">{brand.name}</span>
              <span className="text-sm text-stone-400">
                {new URL(brand.url).host} <span className="sr-only">(opens in a new tab)</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
