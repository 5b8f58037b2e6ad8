// The layout every page shares (header, footer and what they use), evaluated on a task of its own
// before the route table and the router are built (main.tsx).
export { Route as RootRoute } from '../routes/__root'
