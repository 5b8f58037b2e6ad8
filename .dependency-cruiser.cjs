/**
 * The direction imports may take between the app's layers, checked by `npm run lint:boundaries`
 * (docs/decisions/0031-feature-boundaries-checked-by-dependency-cruiser.md):
 *
 *   src/routes → src/features/<name> → src/ui, src/lib → src/shared
 *
 * src/content (static copy) is read by routes and features. The entry modules at the top of src/
 * (main.tsx, router.tsx, routeTree.gen.ts, document.tsx, entry-server.tsx, start-app.ts, start/) put the app
 * together and may import any of it. src/server imports src/shared, and the few browser modules it
 * needs to render pages, listed in `server-renders-with-these-only`. sw/ imports only src/shared.
 * Type-only imports count like any other.
 */

/** The browser modules the server imports, and the server files that import them. */
const SERVER_RENDERING_FILES =
  '^src/server/(index|http/client-app|http/page-scripts|pricing/storefront-prices|reviews/store-products|store/ask-store|checkouts/store-cart|checkouts/gift-card-checkout)[.]ts$'
const SERVER_RENDERING_IMPORTS = [
  // index.ts renders pages with the app; client-app.ts and page-scripts.ts take its types.
  '^src/entry-server[.]tsx$',
  // page-scripts.ts writes a rendered page's data where the browser looks for it.
  '^src/lib/server-rendered-state[.]ts$',
  // ask-store.ts asks the store the browser reads (docs/decisions/0001-one-storefront-configuration.md)…
  '^src/lib/storefront/config[.]ts$',
  // …with the same typed GraphQL as the browser in storefront-prices.ts, store-products.ts and the
  // checkout hand-over (store-cart.ts, gift-card-checkout.ts)
  // (docs/decisions/0032-typed-graphql-with-gql-tada.md).
  '^src/lib/storefront/graphql[.]ts$',
  // client-app.ts hands the browser its configuration (a type).
  '^src/lib/env[.]ts$',
]

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-imports-another-feature',
      comment:
        'A feature uses src/ui, src/lib, src/shared and its own folder; a route composes features. Move what two features share down to src/ui or src/lib, or pass it in from the route.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'feature-imports-a-route',
      comment:
        'Routes import features, never the other way round; nor do features reach for the entry modules.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: {
        path: '^src/(routes/|main[.]tsx$|router[.]tsx$|routeTree[.]gen[.]ts$|document[.]tsx$|entry-server[.]tsx$|start-app[.]ts$|start/)',
      },
    },
    {
      name: 'ui-or-lib-imports-above-itself',
      comment:
        'src/ui and src/lib serve every feature, so they import only each other and src/shared: never a feature, a route, src/content or an entry module.',
      severity: 'error',
      from: { path: '^src/(ui|lib)/' },
      to: { path: '^src/', pathNot: '^src/(ui|lib|shared)/' },
    },
    {
      name: 'shared-imports-app-code',
      comment: 'src/shared runs in the browser and on the server alike: it imports only src/shared.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^(src|sw)/', pathNot: '^src/shared/' },
    },
    {
      name: 'content-imports-app-code',
      comment:
        'src/content is static copy: it imports src/content and src/shared, and the generated route types (to check its links).',
      severity: 'error',
      from: { path: '^src/content/' },
      to: { path: '^(src|sw)/', pathNot: ['^src/(content|shared)/', '^src/routeTree[.]gen[.]ts$'] },
    },
    {
      name: 'content-imports-app-code-at-run-time',
      comment: 'The route tree is imported for its types only: copy never loads the app.',
      severity: 'error',
      from: { path: '^src/content/' },
      to: { path: '^src/routeTree[.]gen[.]ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'browser-imports-the-server',
      comment:
        'src/server holds secrets, the database and Node-only code; nothing the browser loads imports it.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/server/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-imports-browser-code',
      comment:
        'The server imports src/shared; only the files that render pages import the few browser modules they need (server-renders-with-these-only).',
      severity: 'error',
      from: { path: '^src/server/', pathNot: SERVER_RENDERING_FILES },
      to: { path: '^(src|sw)/', pathNot: '^src/(server|shared)/' },
    },
    {
      name: 'server-renders-with-these-only',
      comment: 'The page-rendering files of the server import src/server, src/shared and the listed modules.',
      severity: 'error',
      from: { path: SERVER_RENDERING_FILES },
      to: { path: '^(src|sw)/', pathNot: ['^src/(server|shared)/', ...SERVER_RENDERING_IMPORTS] },
    },
    {
      name: 'service-worker-imports-app-code',
      comment: 'The service worker is built on its own: it imports sw/, src/shared and packages.',
      severity: 'error',
      from: { path: '^sw/' },
      to: { path: '^(src|tests)/', pathNot: '^src/shared/' },
    },
    {
      name: 'app-code-imports-tests',
      comment: 'Tests import the app, never the other way round.',
      severity: 'error',
      from: { path: '^(src|sw)/' },
      to: { path: '^tests/' },
    },
  ],
  options: {
    // Type-only imports are dependencies too: a feature must not lean on another's types either.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/lib/storefront/schema[.]json$' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
