import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'

const searchSchema = z.object({
  search: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  sale: z.catch(z.optional(z.boolean()), undefined),
})

export const Route = createFileRoute('/shop/')({
  validateSearch: searchSchema,
  component: () => <h1>Coming in this change</h1>,
})
