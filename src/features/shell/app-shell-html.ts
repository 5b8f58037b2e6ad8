import { site } from '../../content/site'

/**
 * The app shell written into index.html at build time: the header bar with the shop's mark and
 * name, painted as soon as the page and its CSS arrive instead of a blank screen while the
 * JavaScript loads (first contentful paint on a slow signal). React replaces it on its
 * first render. `inert` keeps taps and focus off it until then, so nothing pressed there is lost.
 */
export function appShellHtml(): string {
  return [
    '<div data-app-shell aria-hidden="true" inert>',
    '<div class="fixed inset-x-0 top-0 z-50 border-b border-stone-800 bg-stone-950/70">',
    '<div class="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6 lg:gap-4">',
    '<span class="-ml-1 h-10 w-10 lg:hidden"></span>',
    '<span class="flex shrink-0 items-center gap-2 font-extrabold tracking-tight text-stone-50">',
    '<img src="/favicon.svg" width="32" height="32" alt="">',
    `<span class="hidden sm:inline">${site.name}</span><span class="sm:hidden">${site.shortName}</span>`,
    '</span></div>',
    '<div class="hidden h-12 border-t border-stone-800/70 lg:block"></div>',
    '</div></div>',
  ].join('')
}
