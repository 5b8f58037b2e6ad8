import { Suspense, useState } from 'react'
import { site } from '../../../content/site'
import { lazyPart } from '../../../lib/lazy-part'
import { useOnlineStatus } from '../../../lib/use-online-status'
import type { BlogStory } from '../../../shared/home/blog'
import { Skeleton } from '../../../ui/skeleton'
import { UnavailableNotice } from '../../../ui/unavailable-notice'
import { useFeaturedStories } from '../api/featured-stories-query'
import { publishedDate } from './story-date'

// The overlay (and Radix's dialog code) loads when a story is first opened.
const StoryDialog = lazyPart(() => import('./story-dialog').then((m) => ({ default: m.StoryDialog })))

const PLACEHOLDERS = ['a', 'b', 'c', 'd'] as const

/** Blog and heritage: the shop's story, then four stories from `GET /api/blog/featured`. */
export function BlogSection() {
  return (
    <section aria-labelledby="biker-stories" className="flex flex-col gap-6">
      <div className="grid gap-4 lg:grid-cols-[1fr_2fr] lg:items-end">
        <div>
          <h2 id="biker-stories" className="text-2xl font-extrabold text-stone-50 sm:text-3xl">
            Biker Stories
          </h2>
          <p className="text-stone-300">Roads, gear and the people who ride them.</p>
        </div>
        <p className="text-sm text-stone-400">
          Our heritage: we started as a handful of {site.city} riders swapping parts and road stories on bike
          night. The stories stayed; now the parts ship to riders everywhere.
        </p>
      </div>
      <StoryList heading="h3" />
    </section>
  )
}

/**
 * The stories as cards, each opening in a reader; while they load, placeholders; with no signal
 * and nothing saved, a clear notice; a shop with none (its blog is the emulator's seed) says so. The home page's section and /stories both show it.
 */
export function StoryList({
  heading: Heading,
  columns = 'sm:grid-cols-2 lg:grid-cols-4',
}: {
  heading: 'h2' | 'h3'
  /** The grid's columns by screen width. */
  columns?: string
}) {
  const stories = useFeaturedStories()
  const online = useOnlineStatus()
  const [open, setOpen] = useState<BlogStory>()

  return (
    <>
      {stories.data?.length === 0 ? (
        <p className="rounded-xl border border-stone-800 bg-stone-900 p-6 text-stone-300">
          No stories have been published yet.
        </p>
      ) : stories.data ? (
        <ul className={`grid gap-4 ${columns}`}>
          {stories.data.map((story) => (
            <li key={story.id} className="flex">
              <article className="relative flex w-full flex-col overflow-hidden rounded-xl border border-stone-800 bg-stone-900 hover:border-orange-500 has-[button:focus-visible]:border-orange-400">
                <img
                  src={`${story.image}?width=480`}
                  width={480}
                  height={300}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="aspect-[16/10] w-full bg-stone-800 object-cover"
                />
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <p className="text-xs text-stone-400">
                    {publishedDate(story.publishedAt)} · {story.readTime} min read
                  </p>
                  <Heading className="font-bold text-stone-50">
                    <button
                      type="button"
                      onClick={() => setOpen(story)}
                      className="text-left after:absolute after:inset-0 focus-visible:outline-none"
                    >
                      {story.title}
                    </button>
                  </Heading>
                  <p className="text-sm text-stone-300">{story.excerpt}</p>
                  <span className="mt-auto text-sm font-semibold text-orange-300">Read story</span>
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : stories.isPending && stories.fetchStatus === 'fetching' ? (
        <ul aria-label="Loading stories" className={`grid gap-4 ${columns}`}>
          {PLACEHOLDERS.map((key) => (
            <li key={key} className="flex flex-col gap-2 rounded-xl border border-stone-800 p-3">
              <Skeleton className="aspect-[16/10] w-full" />
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-10 w-full" />
            </li>
          ))}
        </ul>
      ) : (
        <UnavailableNotice
          offline={!online || stories.fetchStatus === 'paused'}
          failedText="The stories could not be loaded just now."
          offlineText="Stories are not saved for offline; they will show when you are back online."
          onRetry={() => void stories.refetch()}
        />
      )}

      {open ? (
        <Suspense fallback={null}>
          <StoryDialog story={open} onClose={() => setOpen(undefined)} />
        </Suspense>
      ) : null}
    </>
  )
}
