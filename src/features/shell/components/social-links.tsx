import { site } from '../../../content/site'
import { NetworkIcon, PhotosIcon, VideoIcon } from './social-icons'

const icons = { photos: PhotosIcon, network: NetworkIcon, video: VideoIcon } as const

/** The shop's social accounts, each opening in a new tab. */
export function SocialLinks({ className = '' }: { className?: string }) {
  return (
    <ul className={`flex items-center gap-1 ${className}`}>
      {site.social.map((account) => {
        const Icon = icons[account.kind]
        return (
          <li key={account.name}>
            <a
              href={account.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${site.name} on ${account.name} (opens in a new tab)`}
              data-tip={account.name}
              className="flex h-10 w-10 items-center justify-center rounded-full text-stone-300 hover:bg-stone-800 hover:text-orange-400"
            >
              <Icon />
            </a>
          </li>
        )
      })}
    </ul>
  )
}
