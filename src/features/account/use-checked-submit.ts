import type { UseMutationResult } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import * as z from 'zod/mini'
import { getErrorMessage } from '../../lib/get-error-message'

/**
 * An account form's submit: what the form holds is checked with the request's shared `schema` (and
 * `problemBeyond`, what the schema cannot know, like a mistyped confirmation) before `mutation` sends
 * it. `error` is the first problem found here, else the server's refusal.
 */
export function useCheckedSubmit<Schema extends z.core.$ZodType, Reply>(
  schema: Schema,
  mutation: UseMutationResult<Reply, Error, z.output<Schema>>,
) {
  const [problem, setProblem] = useState<string>()
  const submit =
    (
      request: () => z.input<Schema>,
      options: { problemBeyond?: () => string | undefined; onSuccess?: () => void } = {},
    ) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      const parsed = z.safeParse(schema, request())
      const refusal = parsed.success ? options.problemBeyond?.() : parsed.error.issues[0]?.message
      setProblem(refusal)
      if (parsed.success && refusal === undefined)
        mutation.mutate(parsed.data, { onSuccess: options.onSuccess })
    }
  return {
    submit,
    error: problem ?? (mutation.error ? getErrorMessage(mutation.error) : undefined),
    /** Whether `error` is the server's. */
    refusedByServer: problem === undefined && mutation.error !== null,
  }
}
