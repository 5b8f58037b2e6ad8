import { mailTo, waitForMail } from './support/mail'
import { expect, test } from './support/test'

// The intro splash has its own tests (shell.spec.ts); here it would only cover the page.
test.use({ reducedMotion: 'reduce', permissions: ['clipboard-read', 'clipboard-write'] })

const CODE = /ORMS(-[A-Z2-9]{4}){4}/
const WELCOME_CODE = /RIDE15(-[A-Z2-9]{4}){4}/

test('a gift card bought in the browser: the buyer sees and copies the code, the recipient gets it by mail, the buyer a receipt', async ({
  page,
}) => {
  const stamp = Date.now()
  const recipient = `dana-${stamp}@example.com`
  const buyer = `sam-${stamp}@example.com`
  await page.goto('/')
  const form = page.getByRole('form', { name: 'Buy a gift card' })
  await form.getByRole('button', { name: '$200' }).click()
  await form.getByText('Street Glide').click()
  await form.getByLabel('Recipient email').fill(recipient)
  await form.getByLabel('Recipient name').fill('Dana')
  await form.getByLabel('Your name').fill('Sam')
  await form.getByLabel('Your email').fill(buyer)
  // Markup in a message is the sender's text, never the mail's markup.
  await form.getByLabel('Personal message (optional)').fill('Ride safe, <b>Dana</b>!\nSee you on the road.')
  await form.getByRole('button', { name: 'Buy $200.00 Gift Card' }).click()

  const issued = page.getByRole('region', { name: 'Your gift card code' })
  const codeOnScreen = issued.getByTestId('gift-card-code')
  await expect(codeOnScreen).toHaveText(CODE)
  const code = (await codeOnScreen.textContent()) ?? ''
  await expect(issued).toContainText(`A $200.00 gift card for Dana (${recipient}).`)
  await expect(issued).toContainText(`your receipt, with this code, to ${buyer}`)
  // Focus moves to the panel that took the form's place.
  await expect(issued.getByRole('heading', { name: 'Your gift card code' })).toBeFocused()

  await issued.getByRole('button', { name: 'Copy code' }).click()
  await expect(issued.getByRole('status')).toHaveText('Code copied.')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code)

  // The recipient's real mail: the code, the amount, who sent it and their words, how to redeem it.
  const [gift] = await waitForMail(recipient, /gift card/i)
  expect(gift?.subject).toBe('Sam sent you a $200.00 gift card')
  for (const part of [
    code,
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

  await issued.getByRole('button', { name: 'Buy another' }).click()
  await expect(form.getByLabel('Recipient email')).toHaveValue('')
  await expect(form.getByLabel('Recipient email')).toBeVisible()
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
