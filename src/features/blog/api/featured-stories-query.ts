import { queryOptions, useQuery } from '@tanstack/react-query'
import { getQueryFn } from '../../../lib/api/api-request'
import type { BlogStory } from '../../../shared/home/blog'

const readJson = getQueryFn({ on401: 'throw' })

/** `GET /api/blog/featured`: the four stories of the home page (docs/decisions/0008-live-data.md). */
export function featuredStoriesQueryOptions() {
  return queryOptions({
    queryKey: ['/api/blog/featured'],
    queryFn: async (context) => (await readJson(context)) as BlogStory[],
  })
}

export function useFeaturedStories() {
  return useQuery(featuredStoriesQueryOptions())
}
