import { useEffect, useState } from 'react'
import { type Testimonial, testimonials } from '../../../content/testimonials'
import { ChevronLeftIcon, ChevronRightIcon, StarIcon } from '../../../ui/icons'

/** Testimonials auto-advance every 5 s until the shopper picks one. */
export const TESTIMONIAL_ROTATION_MS = 5000

/**
 * Six fixed testimonials with Previous, Next and dots. Any of those stops the
 * auto-advance for good; hovering or focusing the carousel pauses it. Changes are announced politely
 * once the shopper drives it (while it turns by itself it stays quiet, as the WAI carousel pattern asks).
 */
export function TestimonialsCarousel() {
  const [index, setIndex] = useState(0)
  const [stopped, setStopped] = useState(false)
  const [paused, setPaused] = useState(false)

  useEffect(() => {
    if (stopped || paused) return
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % testimonials.length),
      TESTIMONIAL_ROTATION_MS,
    )
    return () => window.clearInterval(timer)
  }, [stopped, paused])

  const select = (next: number) => {
    setStopped(true)
    setIndex((next + testimonials.length) % testimonials.length)
  }
  return (
    <section
      aria-labelledby="testimonials"
      aria-roledescription="carousel"
      className="flex flex-col gap-5"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false)
      }}
    >
      <h2 id="testimonials" className="text-2xl font-extrabold text-stone-50 sm:text-3xl">
        What Riders Say
      </h2>
      <div
        aria-live={stopped ? 'polite' : 'off'}
        aria-atomic="true"
        // Every slide in one cell, only the current one seen: the box is as tall as the tallest, so
        // turning to a shorter or longer one moves nothing below it (the footer under a rider's thumb).
        className="grid grid-cols-1 rounded-2xl border border-stone-800 bg-stone-900 p-6 sm:p-8"
      >
        {testimonials.map((testimonial, i) => (
          <Slide
            key={testimonial.name}
            testimonial={testimonial}
            label={`${i + 1} of ${testimonials.length}`}
            shown={i === index}
          />
        ))}
      </div>
      <div className="flex items-center justify-between gap-3">
        <button
          type="button"
          onClick={() => select(index - 1)}
          aria-label="Previous testimonial"
          data-tip="Previous"
          className="flex h-11 w-11 items-center justify-center rounded-full border border-stone-700 text-stone-100 hover:border-orange-400"
        >
          <ChevronLeftIcon />
        </button>
        <div className="flex gap-1">
          {testimonials.map((t, i) => (
            <button
              key={t.name}
              type="button"
              onClick={() => select(i)}
              aria-label={`Show testimonial ${i + 1} of ${testimonials.length}`}
              aria-current={i === index ? 'true' : undefined}
              className="flex h-11 w-8 items-center justify-center"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${i === index ? 'w-6 bg-orange-500' : 'w-2.5 bg-stone-600'}`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => select(index + 1)}
          aria-label="Next testimonial"
          data-tip="Next"
          className="flex h-11 w-11 items-center justify-center rounded-full border border-stone-700 text-stone-100 hover:border-orange-400"
        >
          <ChevronRightIcon />
        </button>
      </div>
    </section>
  )
}

/** One testimonial; those not shown keep their room (see the carousel) but are not seen or read. */
function Slide({ testimonial, label, shown }: { testimonial: Testimonial; label: string; shown: boolean }) {
  return (
    <figure
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={shown ? undefined : true}
      className={`flex flex-col gap-4 [grid-area:1/1] ${shown ? '' : 'invisible'}`}
    >
      <div
        className="flex gap-0.5 text-amber-400"
        role="img"
        aria-label={`Rated ${testimonial.rating} out of 5`}
      >
        {Array.from({ length: 5 }, (_, i) => `star-${i}`).map((key, i) => (
          <StarIcon
            key={key}
            width={18}
            height={18}
            fill={i < Math.floor(testimonial.rating) ? 'currentColor' : 'none'}
          />
        ))}
      </div>
      <blockquote className="text-lg text-stone-100">“{testimonial.text}”</blockquote>
      <figcaption className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-orange-500 font-bold text-stone-950"
        >
          {testimonial.avatar}
        </span>
        <span className="flex flex-col text-sm">
          <span className="font-semibold text-stone-50">
            {testimonial.name}
            {testimonial.verified ? (
              <span className="ml-2 text-xs text-emerald-400">Verified buyer</span>
            ) : null}
          </span>
          <span className="text-stone-400">
            {testimonial.location} · {testimonial.date} · {testimonial.product}
          </span>
        </span>
      </figcaption>
    </figure>
  )
}
