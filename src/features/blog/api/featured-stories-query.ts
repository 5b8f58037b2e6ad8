import { queryOptions, useQuery } from '@tanstack/react-query'
import { getQueryFn } from '../../../lib/api/api-request'
import { featuredStoriesReplySchema } from '../../../shared/home/blog'

const readStories = getQueryFn(featuredStoriesReplySchema)

/** `GET /api/blog/featured`: the four stories of the home page (docs/decisions/0008-live-data.md). */
export function featuredStoriesQueryOptions() {
  return queryOptions({
    queryKey: ['/api/blog/featured'],
    queryFn: readStories,
  })
}

export function useFeaturedStories() {
  return useQuery(featuredStoriesQueryOptions())
}
