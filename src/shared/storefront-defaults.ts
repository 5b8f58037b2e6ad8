/** The public token the local storefront emulator accepts unless STOREFRONT_PUBLIC_TOKEN says otherwise. */
export const DEFAULT_STOREFRONT_PUBLIC_TOKEN = 'openroad-local-storefront-token'
