import { site } from '../../../content/site'

export function SiteFooter() {
  return (
    <footer className="border-t border-stone-800 bg-stone-950 text-sm text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:grid-cols-2 sm:px-6">
        <div>
          <p className="font-bold text-stone-100">{site.name}</p>
          <p className="mt-2 max-w-sm">Gear for riders who go the long way round. Based in {site.city}.</p>
        </div>
        <div className="sm:text-right">
          <p>
            Call{' '}
            <a className="text-orange-400 underline" href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>
              {site.phone}
            </a>
          </p>
          <p className="mt-1">
            Email{' '}
            <a className="text-orange-400 underline" href={`mailto:${site.email}`}>
              {site.email}
            </a>
          </p>
          <p className="mt-4 text-stone-400">© 2024 {site.name}. All rights reserved.</p>
        </div>
      </div>
    </footer>
  )
}
