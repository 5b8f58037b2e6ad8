import sanitizeHtml from 'sanitize-html'

// The client renders story HTML as it is, so only harmless text structure survives.
const LINK_HREF = /^(?:https?:\/\/|mailto:)/i

const storyHtmlOptions: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Unknown tags go but their text stays; script and style go with their contents (nonTextTags).
  disallowedTagsMode: 'discard',
  transformTags: {
    // Only absolute web and mail links, opened without an opener; any other link loses its href and
    // is left as inert text. (Renaming the tag instead trips sanitize-html's closing-tag bookkeeping.)
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim()
      if (!href || !LINK_HREF.test(href)) return { tagName, attribs: {} }
      return { tagName, attribs: { href, rel: 'noopener noreferrer' } }
    },
  },
}

/** Story HTML reduced to paragraphs, headings, lists, emphasis, quotes and safe links. */
export function sanitizeStoryHtml(html: string): string {
  return sanitizeHtml(html, storyHtmlOptions)
}
