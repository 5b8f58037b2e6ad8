import type { SVGProps } from 'react'

/** The shop's mark (the same drawing as public/favicon.svg), inline so it paints with the page. */
export function ShopLogo(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" {...props}>
      <rect width="64" height="64" rx="14" fill="#0c0a09" />
      <circle cx="32" cy="32" r="24" fill="none" stroke="#f97316" strokeWidth="5" />
      <path d="M27 54 31 14h2l4 40z" fill="#f97316" />
      <path d="M32 20v5m0 6v6m0 6v6" stroke="#0c0a09" strokeWidth="1.6" />
    </svg>
  )
}
