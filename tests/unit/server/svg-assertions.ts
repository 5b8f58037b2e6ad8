import { expect } from 'vitest'

/** Well-formed enough for an <img>: one root, every tag closed in order, no text or fonts. */
export function expectWellFormedSvg(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
  const stack: string[] = []
  for (const [tag, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    expect(tag).not.toMatch(/[<>].*[<>].*[<>]/)
    if (closing) expect(stack.pop()).toBe(name)
    else if (!selfClosing) stack.push(name ?? '')
  }
  expect(stack).toEqual([])
  expect(svg.replace(/<[^>]*>/g, '')).toBe('')
  expect(svg).not.toMatch(/<text|font|role=/)
}
