// The router's library, evaluated on a task of its own before the app's routes and layout (main.tsx).
export { createRouter, RouterProvider } from '@tanstack/react-router'
