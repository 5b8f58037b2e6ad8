import { render } from '@react-email/components'
import type { ReactElement } from 'react'

/** A template as the two parts of a message: HTML, and plain text for mail apps that show no HTML. */
export async function renderMail(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { html, text }
}
