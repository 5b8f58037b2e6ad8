import type { SVGProps } from 'react'

/** Icons only the shell draws (stroke, currentColor), inline so they cost no request. */
function ShellIcon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  )
}

export function MenuIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <ShellIcon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </ShellIcon>
  )
}

export function CartIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <ShellIcon {...props}>
      <path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4Z" />
      <path d="M3 6h18M16 10a4 4 0 0 1-8 0" />
    </ShellIcon>
  )
}

export function ChevronDownIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <ShellIcon {...props}>
      <path d="m6 9 6 6 6-6" />
    </ShellIcon>
  )
}

/** Photo sharing. */
export function PhotosIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <ShellIcon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </ShellIcon>
  )
}

/** Social network. */
export function NetworkIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <ShellIcon {...props}>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </ShellIcon>
  )
}

/** Short video. */
export function VideoIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <ShellIcon {...props}>
      <path d="M9 18V5l12-2v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="18" cy="16" r="3" />
    </ShellIcon>
  )
}
