import { payAtStandIn } from './support/cart'
import { mailTo, waitForMail } from './support/mail'
import { expect, test } from './support/test'

// The intro splash has its own tests (shell.spec.ts); here it would only cover the page.
test.use({ reducedMotion: 'reduce', permissions: ['clipboard-read', 'clipboard-write'] })

const CODE = /ORMS(-[A-Z2-9]{4}){4}/
const WELCOME_CODE = /RIDE15(-[A-Z2-9]{4}){4}/

test('a gift card bought on the home page exists only once it is paid at the checkout: then the recipient gets it by mail, the buyer a receipt', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const stamp = Date.now()
  const recipient = `dana-${stamp}@example.com`
  const buyer = `sam-${stamp}@example.com`

  // A bare request issues nothing: a card is bought, not minted.
  const bare = await page.request.post('/api/gift-cards', {
    data: {
      recipientEmail: recipient,
      recipientName: 'Dana',
      senderName: 'Sam',
      buyerEmail: buyer,
      amount: 5000,
      design: 1,
    },
  })
  expect(bare.status()).toBe(404)

  await page.goto('/')
  const form = page.getByRole('form', { name: 'Buy a gift card' })
  await form.getByRole('button', { name: '$200.00' }).click()
  await form.getByText('Street Glide').click()
  await form.getByLabel('Recipient email').fill(recipient)
  await form.getByLabel('Recipient name').fill('Dana')
  await form.getByLabel('Your name').fill('Sam')
  await form.getByLabel('Your email').fill(buyer)
  // Markup in a message is the sender's text, never the mail's markup.
  await form.getByLabel('Personal message (optional)').fill('Ride safe, <b>Dana</b>!\nSee you on the road.')
  await form.getByRole('button', { name: 'Buy $200.00 Gift Card' }).click()

  // The store's checkout (the stand-in): the card, its price, and the buyer's email to start from.
  await expect(page).toHaveURL(/\/checkouts\/cn\//)
  await expect(page.getByText(/gift card/i).first()).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue(buyer)
  await page.getByLabel('First name').fill('Sam')
  await page.getByLabel('Last name').fill('Rider')
  await page.getByLabel('Address', { exact: true }).fill('414 Lakeshore Dr')
  await page.getByLabel('City').fill('Milwaukee')
  await page.getByLabel('State').fill('WI')
  await page.getByLabel('ZIP code').fill('53202')

  // Declined: no card, no mail.
  await payAtStandIn(page, '4000 0000 0000 0002')
  await expect(page.getByText(/declined/i).first()).toBeVisible()
  expect(await mailTo(recipient)).toEqual([])

  await payAtStandIn(page, '4242 4242 4242 4242')
  await expect(page.getByRole('heading', { name: /^Thank you! Order .+ is paid\.$/ })).toBeVisible()

  // The recipient's real mail: the code, the amount, who sent it and their words, how to redeem it.
  const [gift] = await waitForMail(recipient, /gift card/i)
  expect(gift?.subject).toBe('Sam sent you a $200.00 gift card')
  const code = gift?.text.match(CODE)?.[0] ?? ''
  expect(code).toMatch(CODE)
  for (const part of [
    '$200.00',
    'Sam wrote:',
    'Ride safe, <b>Dana</b>!',
    'See you on the road.',
    'enter it at checkout in "Gift card or discount code"',
    'Street Glide',
  ])
    expect(gift?.text).toContain(part)
  expect(gift?.html).toContain('Ride safe, &lt;b&gt;Dana&lt;/b&gt;!')

  // The buyer's receipt carries the code too, to pass on if the recipient's mail goes astray.
  const [receipt] = await waitForMail(buyer, /receipt/i)
  expect(receipt?.subject).toBe('Receipt: your $200.00 gift card for Dana')
  for (const part of [code, '$200.00', `Dana (${recipient})`]) expect(receipt?.text).toContain(part)
  // One card, one message each.
  expect(await mailTo(recipient)).toHaveLength(1)
})

test('a new newsletter subscriber gets the 15% code by mail, once', async ({ page }) => {
  const email = `rider-${Date.now()}@example.com`
  await page.goto('/')
  const section = page.getByRole('region', { name: 'Join the Brotherhood' })
  await section.getByLabel('Email address').fill(email)
  await section.getByRole('button', { name: 'Join' }).click()
  await expect(section.getByRole('status')).toHaveText('Check your inbox for your 15% code.')

  const [welcome] = await waitForMail(email, /15% off your first order/)
  expect(welcome?.text).toMatch(WELCOME_CODE)
  expect(welcome?.text).toContain('enter it at checkout in "Gift card or discount code"')
  expect(welcome?.text).toContain('works once')

  // Joining again sends nothing new.
  await section.getByLabel('Email address').fill(email)
  await section.getByRole('button', { name: 'Join' }).click()
  await expect(section.getByRole('status')).toHaveText(
    'That address was already subscribed, so no new code is sent.',
  )
  // (The server tests prove no second message is ever written; here, none has come.)
  expect(await mailTo(email)).toHaveLength(1)
})
