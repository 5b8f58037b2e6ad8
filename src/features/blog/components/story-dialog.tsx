import * as Dialog from '@radix-ui/react-dialog'
import type { BlogStory } from '../../../shared/home/blog'
import { CloseIcon } from '../../../ui/icons'
import { publishedDate } from './story-date'

/**
 * The story reading overlay. Radix's dialog keeps focus inside while it is open and
 * closes on Escape, a click outside and the close button. The HTML was sanitised by the server.
 */
export function StoryDialog({ story, onClose }: { story: BlogStory; onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[100] bg-black/75" />
        <Dialog.Content className="fixed inset-x-2 top-4 bottom-4 z-[100] mx-auto flex max-w-2xl flex-col overflow-hidden rounded-2xl border border-stone-700 bg-stone-950 shadow-2xl focus:outline-none sm:inset-x-4 sm:top-10 sm:bottom-10">
          <div className="flex items-start justify-between gap-3 border-b border-stone-800 p-4 sm:p-6">
            <div className="flex flex-col gap-1">
              <Dialog.Title className="text-xl font-extrabold text-stone-50 sm:text-2xl">
                {story.title}
              </Dialog.Title>
              <Dialog.Description className="text-sm text-stone-400">
                {publishedDate(story.publishedAt)} · {story.readTime} min read
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close story"
              data-tip="Close"
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-stone-700 text-stone-200 hover:border-orange-400"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div
            className="story-content flex flex-col gap-4 overflow-y-auto p-4 text-stone-200 sm:p-6 [&_a]:text-orange-300 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-orange-500 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-stone-50 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-stone-50 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises story HTML to an allow-list before serving it.
            dangerouslySetInnerHTML={{ __html: story.content }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
