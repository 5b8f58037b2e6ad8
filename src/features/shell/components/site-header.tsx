import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { site } from '../../../content/site'
import { SearchIcon } from '../../../ui/icons'

const navLinks = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Shop All' },
] as const

export function SiteHeader() {
  const navigate = useNavigate()
  const [search, setSearch] = useState('')

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-stone-800 bg-stone-950">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link to="/" className="flex shrink-0 items-center gap-2 font-extrabold tracking-tight text-stone-50">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span className="hidden sm:inline">{site.name}</span>
          <span className="sm:hidden">{site.shortName}</span>
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1">
          {navLinks.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              activeOptions={{ exact: true }}
              className="rounded px-2 py-2 text-sm font-semibold whitespace-nowrap sm:px-3 text-stone-300 hover:text-orange-400 data-[status=active]:text-orange-400"
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <Link
          to="/products"
          aria-label="Search products"
          className="ml-auto rounded-md p-2 text-stone-200 hover:text-orange-400 sm:hidden"
        >
          <SearchIcon />
        </Link>
        <search className="ml-auto hidden min-w-0 sm:block">
          <form
            className="flex min-w-0 items-center"
            onSubmit={(event) => {
              event.preventDefault()
              const text = search.trim()
              if (!text) return
              void navigate({ to: '/products', search: { q: text } })
              setSearch('')
            }}
          >
            <label htmlFor="header-search" className="sr-only">
              Search products
            </label>
            <input
              id="header-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search gear..."
              className="w-56 min-w-0 rounded-l-md border border-stone-700 bg-stone-900 px-3 py-2 text-sm text-stone-100 placeholder:text-stone-400"
            />
            <button
              type="submit"
              aria-label="Search"
              className="rounded-r-md border border-l-0 border-stone-700 bg-stone-800 px-3 py-2 text-stone-200 hover:text-orange-400"
            >
              <SearchIcon />
            </button>
          </form>
        </search>
      </div>
    </header>
  )
}
