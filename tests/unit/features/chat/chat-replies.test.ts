import { describe, expect, it } from 'vitest'
import { chatReply, FALLBACK_REPLY } from '../../../../src/features/chat/chat-replies'

describe('chatReply (the facts the assistant gives)', () => {
  it.each([
    ['Do you ship to Ohio?', /over \$100.*3 to 5 business days/],
    ['When will my order be processed?', /within 24 hours/],
    ['HELMET prices?', /\$49\.99 to \$899\.99/],
    ['how much is a leather jacket', /\$89\.99 to \$599\.99/],
    ['what size should I get', /XS to 5XL/],
    ['are you open on sunday', /Sunday 11 AM – 6 PM/],
    ['I want to talk to a human', /\(414\) 555-0142 or email help@openroadmoto\.example/],
  ])('answers %j by keyword', (question, answer) => {
    expect(chatReply(question)).toMatch(answer)
  })

  it('gives the shipping rule checkout charges by', () => {
    expect(chatReply('how much is shipping?')).toMatch(
      /^Shipping is free on orders over \$100 \(otherwise \$15\.00\)\. /,
    )
  })

  it('falls back to thanks, what it can help with and the phone number', () => {
    expect(chatReply('tell me a joke')).toBe(FALLBACK_REPLY)
    expect(FALLBACK_REPLY).toMatch(
      /^Thanks for your message!.*product questions, sizing and support.*\(414\) 555-0142/,
    )
  })
})
