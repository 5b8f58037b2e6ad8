import { describe, expect, it } from 'vitest'
import { pricesAnswer } from '../../../../src/features/chat/api/chat-prices-query'
import { type ChatAnswer, chatReply, FALLBACK_REPLY } from '../../../../src/features/chat/chat-replies'

const fact = (answer: ChatAnswer) =>
  answer.kind === 'fact' ? answer.text : `asks the store: ${answer.question.words}`

describe('chatReply (the facts the assistant gives)', () => {
  it.each([
    ['Do you ship to Ohio?', /over \$100.*3 to 5 business days/],
    ['When will my order be processed?', /within 24 hours/],
    ['what size should I get', /Each product page lists the sizes.*Size Guide/],
    ['are you open on sunday', /Sunday 11 AM – 6 PM/],
    ['I want to talk to a human', /\(414\) 555-0142 or email help@openroadmoto\.example/],
  ])('answers %j by keyword', (question, answer) => {
    expect(fact(chatReply(question))).toMatch(answer)
  })

  it('gives the shipping rule checkout charges by', () => {
    expect(fact(chatReply('how much is shipping?'))).toMatch(
      /^Shipping is free on orders over \$100 \(otherwise \$15\.00\)\. /,
    )
  })

  it('asks the store about prices, of helmets, jackets or whatever a price question names', () => {
    expect(chatReply('HELMET prices?')).toEqual({
      kind: 'prices',
      question: { words: 'helmet', label: 'our helmets' },
    })
    expect(chatReply('how much is a leather jacket')).toEqual({
      kind: 'prices',
      question: { words: 'jacket', label: 'our jackets' },
    })
    expect(chatReply('How much are your boots?')).toEqual({ kind: 'prices', question: { words: 'boots' } })
    expect(chatReply('What do saddle bags cost?')).toEqual({
      kind: 'prices',
      question: { words: 'saddle bags' },
    })
  })

  it('falls back to thanks, what it can help with and the phone number', () => {
    expect(chatReply('tell me a joke')).toEqual({ kind: 'fact', text: FALLBACK_REPLY })
    // A price question that names nothing.
    expect(chatReply('how much?')).toEqual({ kind: 'fact', text: FALLBACK_REPLY })
    expect(FALLBACK_REPLY).toMatch(
      /^Thanks for your message!.*product questions, sizing and support.*\(414\) 555-0142/,
    )
  })
})

const money = (amount: string) => ({ amount, currencyCode: 'EUR' as const })

describe('pricesAnswer (the store’s prices, said)', () => {
  const found = (count: number, low: string, high: string) => ({
    cheapest: { totalCount: count, nodes: [{ id: 'p1', priceRange: { minVariantPrice: money(low) } }] },
    dearest: { nodes: [{ id: 'p2', priceRange: { maxVariantPrice: money(high) } }] },
  })

  it('gives the range in the store’s currency and how many there are', () => {
    expect(pricesAnswer({ words: 'helmet', label: 'our helmets' }, found(12, '89.5', '1249'))).toBe(
      'Our helmets run from €89.50 to €1,249.00, across 12 products in our catalogue.',
    )
    expect(pricesAnswer({ words: 'gants' }, found(1, '39', '39'))).toBe(
      'Products matching “gants” are €39.00, across 1 product in our catalogue.',
    )
  })

  it('says when the store has none, and nothing without the store’s answer', () => {
    expect(
      pricesAnswer({ words: 'sidecar' }, { cheapest: { totalCount: 0, nodes: [] }, dearest: { nodes: [] } }),
    ).toBe(
      "I couldn't find any products matching “sidecar” in the shop. Try the search at the top of the page with other words.",
    )
    expect(pricesAnswer({ words: 'sidecar' }, undefined)).toBeNull()
  })
})
