import {
  type Mutation,
  type MutationKey,
  MutationObserver,
  type MutationOptions,
  onlineManager,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { ApiError } from '../../../lib/api/api-error'
import { apiRequest } from '../../../lib/api/api-request'
import { getErrorMessage } from '../../../lib/get-error-message'
import { handleSignedOut } from '../../../lib/session'
import {
  type AddCartLineRequest,
  CART_QUANTITY_MAX,
  cartCurrency,
  type NewCartLine,
  type PricedCartLine,
  pricedCartLineSchema,
  QUANTITY_TOO_LARGE_CODE,
} from '../../../shared/account/cart'
import { toast } from '../../../ui/use-toast'
import { type CartLineView, cartQueryOptions } from './cart-query'
import { recordSyncProblem } from './cart-sync-problems'

const cartKey = cartQueryOptions().queryKey

/**
 * Every cart change is a mutation with one of these keys. Their functions are registered once with
 * `setMutationDefaults`, so changes queued offline and saved to IndexedDB can run again after a
 * reload (docs/decisions/0011-server-priced-cart.md): a restored mutation has only its key and
 * variables.
 */
export const cartMutationKeys = {
  add: ['cart', 'add'],
  update: ['cart', 'update'],
  remove: ['cart', 'remove'],
} as const

/** Cart changes run one at a time, in the order they were made, online or queued. */
const CART_SCOPE = { id: 'cart' }

/** A lost connection is retried (pausing while offline); an answer from the server is final. */
const NETWORK_RETRIES = 5

interface QueuedFlag {
  /** Made with no signal: it waits, and is reported in the sync summary instead of its own toast. */
  queued: boolean
}

export interface AddLineVariables extends NewCartLine, QueuedFlag {
  /** The id the new line shows under until the server gives it its own. */
  lineId: string
  /** The outfit builder says how it went in one toast of its own. */
  silent: boolean
}

export interface UpdateLineVariables extends QueuedFlag {
  id: string
  quantity: number
  title: string
}

export interface RemoveLineVariables extends QueuedFlag {
  id: string
  title: string
}

interface CartContext {
  previous: CartLineView[] | undefined
}

/** Server ids of lines that were added while offline, by the id they showed under until then. */
const serverLineIds = new Map<string, string>()

const PENDING_LINE_PREFIX = 'pending-'

/** The id a new line shows under until the server gives it its own. */
const newLineId = () => `${PENDING_LINE_PREFIX}${crypto.randomUUID()}`

/** A change to a line added offline goes to the line the server made for it. */
function serverLineId(id: string) {
  if (!id.startsWith(PENDING_LINE_PREFIX)) return id
  const known = serverLineIds.get(id)
  if (!known) throw new Error('It could not be added to your cart, so it could not be changed.')
  return known
}

/** Optimistic change of the cached lines: returns what to put back if the server says no. */
async function changeLines(
  queryClient: QueryClient,
  change: (lines: CartLineView[]) => CartLineView[],
): Promise<CartContext> {
  await queryClient.cancelQueries({ queryKey: cartKey })
  const previous = queryClient.getQueryData(cartKey)
  queryClient.setQueryData(cartKey, change(previous ?? []))
  return { previous }
}

function sameLine(line: CartLineView, request: AddCartLineRequest) {
  return (
    line.productId === request.productId &&
    (line.size ?? null) === (request.size ?? null) &&
    (line.color ?? null) === (request.color ?? null)
  )
}

/** What the shopper is told when an add would take a line past the server's limit (src/server/cart/cart.service.ts). */
export const QUANTITY_LIMIT_MESSAGE = `You can have at most ${CART_QUANTITY_MAX} of an item in your cart.`

/** Whether adding `request` to `lines` would take its line past CART_QUANTITY_MAX. */
export function passesQuantityLimit(lines: readonly CartLineView[] | undefined, request: AddCartLineRequest) {
  const inCart = lines?.find((line) => sameLine(line, request))?.quantity ?? 0
  return inCart + request.quantity > CART_QUANTITY_MAX
}

/** Whether the server refused an add because the line would pass CART_QUANTITY_MAX. */
export function isQuantityLimitError(error: unknown) {
  return error instanceof ApiError && error.code === QUANTITY_TOO_LARGE_CODE
}

/** What an add that failed online tells the shopper. */
export function addFailureMessage(error: unknown) {
  return isQuantityLimitError(error) ? QUANTITY_LIMIT_MESSAGE : 'Failed to add item to cart.'
}

/**
 * What every cart change does when it fails. Made online, it is undone at once with its error
 * toast. Queued offline, other queued changes may stand on it, so the cart is read again from the
 * server instead, and the failure is kept, line by line, for the cart to show (never dropped silently).
 */
function failed<TVariables extends QueuedFlag & { title?: string }>(
  queryClient: QueryClient,
  key: MutationKey,
  error: Error,
  variables: TVariables,
  context: CartContext | undefined,
  onlineMessage: string | null,
) {
  if (handleSignedOut(queryClient, error)) return
  // The connection failed, not the server: the same change can be sent again.
  const retry = isNetworkFailure(error)
    ? () => runCartChange(queryClient, key, { ...variables, queued: queued() })
    : undefined
  if (variables.queued) {
    recordSyncProblem({ title: variables.title ?? 'Your cart', message: getErrorMessage(error) }, retry)
    return
  }
  queryClient.setQueryData(cartKey, context?.previous)
  if (onlineMessage)
    toast({
      variant: 'destructive',
      title: 'Error',
      description: onlineMessage,
      action: retry && { label: 'Retry', run: retry },
    })
}

/** Runs a cart change outside a component (Undo, Retry): as the hooks below do, in the same queue. */
function runCartChange<TVariables>(queryClient: QueryClient, key: MutationKey, variables: TVariables) {
  void new MutationObserver<unknown, Error, TVariables>(queryClient, { mutationKey: key })
    .mutate(variables)
    .catch(() => {})
}

function isNetworkFailure(error: unknown) {
  return error instanceof TypeError
}

function sharedOptions(queryClient: QueryClient) {
  return {
    scope: CART_SCOPE,
    retry: (failureCount: number, error: Error) => isNetworkFailure(error) && failureCount < NETWORK_RETRIES,
    // Cart mutations refresh the cart list; while others wait, the optimistic lines stand.
    onSettled: () => {
      const waiting = queryClient.getMutationCache().findAll({ mutationKey: ['cart'], status: 'pending' })
      if (waiting.length <= 1) return queryClient.invalidateQueries({ queryKey: cartKey })
    },
  }
}

type CartMutationOptions<TData, TVariables> = MutationOptions<TData, Error, TVariables, CartContext>

function addLineOptions(queryClient: QueryClient): CartMutationOptions<PricedCartLine, AddLineVariables> {
  return {
    ...sharedOptions(queryClient),
    mutationFn: async ({ lineId, productId, quantity, size, color }) => {
      const line = await apiRequest('POST', '/api/cart', pricedCartLineSchema, {
        body: { productId, quantity, size, color },
      })
      serverLineIds.set(lineId, line.id)
      return line
    },
    onMutate: (request) =>
      changeLines(queryClient, (lines) =>
        lines.some((line) => sameLine(line, request))
          ? lines.map((line) =>
              sameLine(line, request) ? { ...line, quantity: line.quantity + request.quantity } : line,
            )
          : [
              ...lines,
              {
                id: request.lineId,
                productId: request.productId,
                quantity: request.quantity,
                size: request.size ?? null,
                color: request.color ?? null,
                pending: true,
                product: {
                  name: request.title,
                  price: '0.00',
                  currencyCode: cartCurrency(lines),
                  compareAtPrice: null,
                  images: [],
                  href: '/products',
                  variantTitle: null,
                  availableForSale: true,
                },
              },
            ],
      ),
    onSuccess: (_line, request) => {
      if (!request.silent && !request.queued)
        toast({ title: 'Added to Cart', description: 'Item has been added to your cart.' })
    },
    onError: (error, request, context) =>
      failed(
        queryClient,
        cartMutationKeys.add,
        error,
        request,
        context,
        request.silent ? null : addFailureMessage(error),
      ),
  }
}

function updateLineOptions(
  queryClient: QueryClient,
): CartMutationOptions<PricedCartLine, UpdateLineVariables> {
  return {
    ...sharedOptions(queryClient),
    mutationFn: ({ id, quantity }) =>
      apiRequest('PATCH', `/api/cart/${encodeURIComponent(serverLineId(id))}`, pricedCartLineSchema, {
        body: { quantity },
      }),
    onMutate: ({ id, quantity }) =>
      changeLines(queryClient, (lines) =>
        lines.map((line) => (line.id === id ? { ...line, quantity } : line)),
      ),
    onError: (error, request, context) =>
      failed(queryClient, cartMutationKeys.update, error, request, context, 'Failed to update cart item.'),
  }
}

function removeLineOptions(queryClient: QueryClient): CartMutationOptions<void, RemoveLineVariables> {
  return {
    ...sharedOptions(queryClient),
    mutationFn: async ({ id }) => {
      await apiRequest('DELETE', `/api/cart/${encodeURIComponent(serverLineId(id))}`, null)
    },
    onMutate: ({ id }) => changeLines(queryClient, (lines) => lines.filter((line) => line.id !== id)),
    onSuccess: (_none, request, context) => {
      if (request.queued) return
      const removed = context?.previous?.find((line) => line.id === request.id)
      toast({
        title: 'Removed',
        description: 'Item removed from cart.',
        // Undo adds the same product, size, colour and quantity back.
        action: removed && {
          label: 'Undo',
          run: () =>
            runCartChange<AddLineVariables>(queryClient, cartMutationKeys.add, {
              productId: removed.productId,
              quantity: removed.quantity,
              size: removed.size ?? undefined,
              color: removed.color ?? undefined,
              title: request.title,
              lineId: newLineId(),
              silent: false,
              queued: queued(),
            }),
        },
      })
    },
    onError: (error, request, context) =>
      failed(
        queryClient,
        cartMutationKeys.remove,
        error,
        request,
        context,
        'Failed to remove item from cart.',
      ),
  }
}

const registered = new WeakSet<QueryClient>()

/**
 * Registers what each cart change does: at start, before the saved queue is restored so restored
 * changes know how to run, and by every hook that makes a change (whichever comes first).
 */
export function registerCartMutations(queryClient: QueryClient) {
  if (registered.has(queryClient)) return
  registered.add(queryClient)
  queryClient.setMutationDefaults(cartMutationKeys.add, addLineOptions(queryClient))
  queryClient.setMutationDefaults(cartMutationKeys.update, updateLineOptions(queryClient))
  queryClient.setMutationDefaults(cartMutationKeys.remove, removeLineOptions(queryClient))
}

/** Whether a mutation is a cart change (for the queue's persistence and the sync summary). */
export function isCartMutation(mutation: Mutation) {
  return mutation.options.mutationKey?.[0] === 'cart'
}

function queued() {
  return !onlineManager.isOnline()
}

/** `POST /api/cart`: shows the line at once (its price "Adding…"), then the server's answer. */
export function useAddCartLine() {
  registerCartMutations(useQueryClient())
  const mutation = useMutation<PricedCartLine, Error, AddLineVariables, CartContext>({
    mutationKey: cartMutationKeys.add,
  })
  const variables = (request: NewCartLine, silent: boolean): AddLineVariables => ({
    ...request,
    lineId: newLineId(),
    silent,
    queued: queued(),
  })
  return {
    isPending: mutation.isPending,
    add: (request: NewCartLine) => mutation.mutate(variables(request, false)),
    /** Resolves when the server has the line; offline, when the connection is back and it is sent. */
    addQuietly: (request: NewCartLine) => mutation.mutateAsync(variables(request, true)),
  }
}

/** `PATCH /api/cart/{id}` with the new quantity (never below 1), rolled back on failure. */
export function useUpdateCartLine() {
  registerCartMutations(useQueryClient())
  const mutation = useMutation<PricedCartLine, Error, UpdateLineVariables, CartContext>({
    mutationKey: cartMutationKeys.update,
  })
  return (line: { id: string; quantity: number; title: string }) =>
    mutation.mutate({ ...line, queued: queued() })
}

/** `DELETE /api/cart/{id}`, rolled back on failure. */
export function useRemoveCartLine() {
  registerCartMutations(useQueryClient())
  const mutation = useMutation<void, Error, RemoveLineVariables, CartContext>({
    mutationKey: cartMutationKeys.remove,
  })
  return (line: { id: string; title: string }) => mutation.mutate({ ...line, queued: queued() })
}
