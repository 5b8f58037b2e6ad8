/** What a rider who reaches checkout signed out is told, on the way to sign in. */
export const CHECKOUT_SIGN_IN_NOTICE = {
  variant: 'destructive',
  title: 'Unauthorized',
  description: 'You need to be logged in to checkout.',
} as const
