/**
 * The home page's loading overlay. A thin bar across the top while the page's data loads;
 * it never covers the page or takes input, and it stands still under prefers-reduced-motion.
 */
export function LoadingOverlay({ active }: { active: boolean }) {
  if (!active) return null
  return (
    <div
      role="progressbar"
      aria-label="Loading the latest from the shop"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-orange-950/60"
    >
      <style>
        {
          '@keyframes home-loading { from { transform: translateX(-100%); } to { transform: translateX(250%); } }'
        }
      </style>
      <div className="h-full w-2/5 bg-orange-500 motion-safe:animate-[home-loading_1.2s_ease-in-out_infinite] motion-reduce:w-full motion-reduce:opacity-60" />
    </div>
  )
}
