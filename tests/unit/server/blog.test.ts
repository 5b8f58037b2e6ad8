import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sanitizeStoryHtml } from '../../../src/server/blog/story-html'
import { blogPosts, meta } from '../../../src/server/db/schema'
import { BLOG_SEED_KEY, seedBlogStories } from '../../../src/server/seed/blog-seed'
import { blogStories } from '../../../src/server/seed/blog-stories'
import { CATALOGUE_SEED_KEY, seedCatalogue } from '../../../src/server/seed/seed'
import type { BlogStory } from '../../../src/shared/home/blog'
import { expectWellFormedSvg } from './svg-assertions'
import { createTestApp } from './test-app'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(async () => {
  await testApp.close()
})

const get = (path: string) => testApp.app.request(path)

async function featured(): Promise<BlogStory[]> {
  const response = await get('/api/blog/featured')
  expect(response.status).toBe(200)
  return (await response.json()) as BlogStory[]
}

/** What a browser would run or follow out of story HTML that the sanitiser should have removed. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script|<style|<iframe|<img|<svg|<object|<embed|<form|<input/i)
  expect(html).not.toMatch(/\son[a-z]+\s*=/i)
  expect(html).not.toMatch(/javascript:|data:|vbscript:/i)
  expect(html).not.toMatch(/\s(style|class|id|src|target)\s*=/i)
  for (const [anchor] of html.matchAll(/<a\b[^>]*>/g)) {
    if (anchor !== '<a>')
      expect(anchor).toMatch(/^<a href="(https?:\/\/|mailto:)[^"]+" rel="noopener noreferrer">$/)
  }
}

describe('GET /api/blog/featured', () => {
  it('serves the four stories, newest first, with read times 8, 6, 10 and 12 minutes', async () => {
    const stories = await featured()
    expect(stories).toHaveLength(4)
    expect(stories.map((s) => s.readTime)).toEqual([8, 6, 10, 12])
    const published = stories.map((s) => Date.parse(s.publishedAt))
    expect(published).toEqual([...published].sort((a, b) => b - a))
    expect(new Set(stories.map((s) => s.id)).size).toBe(4)
    for (const story of stories) {
      expect(Object.keys(story).sort()).toEqual(
        ['content', 'excerpt', 'id', 'image', 'publishedAt', 'readTime', 'title'].sort(),
      )
      expect(story.publishedAt).toMatch(/^2024-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
      expect(story.image).toBe(`/images/blog/${story.id}.svg`)
      expect(story.title.length).toBeGreaterThan(10)
      // An excerpt is a sentence or two.
      expect(story.excerpt.match(/[.!?](\s|$)/g)?.length).toBeGreaterThanOrEqual(1)
      expect(story.excerpt.match(/[.!?](\s|$)/g)?.length).toBeLessThanOrEqual(2)
    }
  })

  it('serves full stories of 4 to 8 paragraphs with headings or lists, sanitised', async () => {
    for (const story of await featured()) {
      const paragraphs = story.content.match(/<p>/g)?.length ?? 0
      expect(paragraphs, story.id).toBeGreaterThanOrEqual(4)
      expect(paragraphs, story.id).toBeLessThanOrEqual(8)
      expect(story.content).toMatch(/<h2>/)
      expect(story.content).toMatch(/<ul>|<ol>/)
      expectHarmless(story.content)
      // Stored exactly as the sanitiser leaves it.
      expect(sanitizeStoryHtml(story.content)).toBe(story.content)
    }
  })

  it('serves a story stored with scripts, event handlers and javascript: links without them', async () => {
    const evil = {
      id: 'evil',
      title: 'An evil story',
      excerpt: 'It tries things.',
      image: '/images/blog/evil.svg',
      readTime: 1,
      publishedAt: new Date('2024-12-31T00:00:00Z'),
      content:
        '<p>Ride safe.<script>alert("x")</script></p><p><img src="x" onerror="alert(1)">Photo</p>' +
        '<p onclick="alert(1)"><a href="javascript:alert(1)">Click</a> <a href="https://example.com">Fine</a></p>',
    }
    expect(await seedBlogStories(testApp.db, { stories: [evil] })).toEqual({ seeded: true })
    try {
      const [story] = await featured()
      expect(story?.content).toBe(
        '<p>Ride safe.</p><p>Photo</p><p><a>Click</a> <a href="https://example.com" rel="noopener noreferrer">Fine</a></p>',
      )
    } finally {
      await seedBlogStories(testApp.db)
    }
    expect((await featured()).map((s) => s.id)).toEqual(blogStories.map((s) => s.id))
  })
})

describe('seedBlogStories', () => {
  it('stores the stories once, and leaves them alone when they have not changed', async () => {
    expect(await seedBlogStories(testApp.db)).toEqual({ seeded: false })
    const [version] = await testApp.db.select().from(meta).where(eq(meta.key, BLOG_SEED_KEY))
    expect(version?.value).toMatch(/^[0-9a-f]{16}$/)
    expect(await testApp.db.select({ id: blogPosts.id }).from(blogPosts)).toHaveLength(4)
  })

  it('reseeds edited stories without reseeding the catalogue', async () => {
    const [catalogueBefore] = await testApp.db.select().from(meta).where(eq(meta.key, CATALOGUE_SEED_KEY))
    const edited = blogStories.map((story, i) => (i === 0 ? { ...story, title: 'An edited title' } : story))
    expect(await seedBlogStories(testApp.db, { stories: edited })).toEqual({ seeded: true })
    expect((await featured())[0]?.title).toBe('An edited title')
    expect(await seedCatalogue(testApp.db, { scale: 0.05 })).toEqual({ seeded: false })
    const [catalogueAfter] = await testApp.db.select().from(meta).where(eq(meta.key, CATALOGUE_SEED_KEY))
    expect(catalogueAfter).toEqual(catalogueBefore)

    expect(await seedBlogStories(testApp.db)).toEqual({ seeded: true })
    expect((await featured())[0]?.title).toBe(blogStories[0]?.title)
  })
})

describe('sanitizeStoryHtml', () => {
  it('keeps paragraphs, headings, lists, emphasis, quotes and web or mail links', () => {
    const html =
      '<h2>Route</h2><h3>Day 1</h3><p>Go <strong>north</strong>, <em>slowly</em>.</p>' +
      '<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Fuel up.</blockquote>' +
      '<p><a href="https://example.com/a?b=1&amp;c=2">web</a> <a href="http://example.com">plain</a> ' +
      '<a href="mailto:help@openroadmoto.example">mail</a></p>'
    expect(sanitizeStoryHtml(html)).toBe(
      html
        .replace(
          'https://example.com/a?b=1&amp;c=2">',
          'https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">',
        )
        .replace('http://example.com">', 'http://example.com" rel="noopener noreferrer">')
        .replace('openroadmoto.example">', 'openroadmoto.example" rel="noopener noreferrer">'),
    )
  })

  it.each([
    [
      'a script and its code',
      '<p>Hi<script>alert(1)</script></p><script src="https://x.example/a.js"></script>',
      '<p>Hi</p>',
    ],
    ['a style sheet', '<style>p { color: red }</style><p>Hi</p>', '<p>Hi</p>'],
    ['an image with onerror', '<p><img src="x" onerror="alert(1)">Hi</p>', '<p>Hi</p>'],
    ['an upper-case ONERROR', '<p><IMG SRC=x ONERROR=alert(1)>Hi</p>', '<p>Hi</p>'],
    ['event handler attributes', '<p onclick="alert(1)" onmouseover="alert(2)">Hi</p>', '<p>Hi</p>'],
    ['an svg with onload', '<svg onload="alert(1)"><circle r="1"/></svg><p>Hi</p>', '<p>Hi</p>'],
    ['an iframe', '<iframe src="https://x.example"></iframe><p>Hi</p>', '<p>Hi</p>'],
    ['a form', '<form action="https://x.example"><input name="q"></form><p>Hi</p>', '<p>Hi</p>'],
    ['style, class and id', '<p style="color:red" class="x" id="y">Hi</p>', '<p>Hi</p>'],
    ['an h1 (text kept)', '<h1>Big</h1>', 'Big'],
    ['a comment', '<p>Hi<!-- secret --></p>', '<p>Hi</p>'],
  ])('removes %s', (_case, html, expected) => {
    expect(sanitizeStoryHtml(html)).toBe(expected)
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/path',
    '/shop/helmets',
    '#top',
  ])('drops the link target %s but keeps the text', (href) => {
    expect(sanitizeStoryHtml(`<p><a href="${href}" onclick="x()" target="_blank">Read</a></p>`)).toBe(
      '<p><a>Read</a></p>',
    )
  })

  it('replaces whatever rel a link had and drops target', () => {
    expect(sanitizeStoryHtml('<a href="https://example.com" rel="opener" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer">x</a>',
    )
  })

  it('closes what the author left open, so the story cannot swallow the page', () => {
    expect(sanitizeStoryHtml('<p>Open <em>and <strong>more')).toBe(
      '<p>Open <em>and <strong>more</strong></em></p>',
    )
  })
})

describe('GET /images/blog/:file', () => {
  it("serves every story image as a 16:10 SVG (the story cards' shape) that browsers may cache", async () => {
    const images = new Set<string>()
    for (const story of await featured()) {
      const response = await get(story.image)
      expect(response.status, story.image).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const svg = await response.text()
      expect(svg).toContain('width="800" height="500"')
      expectWellFormedSvg(svg)
      images.add(svg)
    }
    expect(images.size).toBe(4)
  })

  it('sizes the image from the width parameter, like product images', async () => {
    for (const [width, height] of [
      [16, 10],
      [480, 300],
      [2048, 1280],
    ]) {
      const svg = await (await get(`/images/blog/wednesday-bike-night.svg?width=${width}`)).text()
      expect(svg).toContain(`width="${width}" height="${height}"`)
    }
  })

  it.each(['15', '2049', 'abc', ''])('rejects width=%s with a JSON 400', async (width) => {
    const response = await get(`/images/blog/wednesday-bike-night.svg?width=${width}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { code: 'invalid_width', message: expect.any(String) } })
  })

  it.each([
    'no-such-story.svg',
    'wednesday-bike-night.png',
    'wednesday-bike-night',
    'Wednesday-Bike-Night.svg',
    'constructor.svg',
    '__proto__.svg',
    'toString.svg',
    '.svg',
  ])('answers 404 JSON for %s', async (file) => {
    const response = await get(`/images/blog/${file}`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: { code: 'image_not_found', message: expect.any(String) } })
  })
})
