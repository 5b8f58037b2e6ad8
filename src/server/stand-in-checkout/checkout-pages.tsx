/** @jsxRuntime automatic (the server runs under tsx, whose tsconfig.json leaves src/server out) */
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { SHIPPING_COUNTRIES } from '../../shared/account/orders'
import { amountToCents, centsToAmount, formatPrice } from '../../shared/money'
import { TAX_RATE } from '../../shared/order-totals'
import { shopIdentity } from '../../shared/shop-identity'
import { type CartQuote, cardNeededFor, describeVariant, lineProblem, quoteOf } from './cart-quote'
import type { FieldErrors, FormField, FormValues } from './checkout-form'

/*
 * The stand-in checkout's pages (docs/decisions/0070-checkout-through-the-store.md): plain HTML
 * forms that work without JavaScript, with no script at all and one small inline stylesheet (the
 * shop's Content-Security-Policy allows inline styles; src/server/http/security.ts).
 */

/** A page as the answer's HTML text. */
export function renderPage(page: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(page)}`
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1917;background:#f5f5f4}
main{max-width:42rem;margin:0 auto;padding:1rem}
h1{font-size:1.6rem;margin:.5rem 0 1rem}
h2{font-size:1.15rem;margin:0 0 .5rem}
a{color:#9a3412}
a:focus-visible,input:focus-visible,select:focus-visible,button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.test{background:#fef3c7;border:2px solid #b45309;border-radius:8px;padding:.75rem 1rem;margin:1rem 0}
.test h2{color:#78350f}
.test p{margin:.25rem 0}
.box{background:#fff;border:1px solid #d6d3d1;border-radius:8px;padding:1rem;margin:1rem 0}
.alert{background:#fee2e2;border:2px solid #b91c1c;border-radius:8px;padding:.75rem 1rem;margin:1rem 0}
.alert ul{margin:.25rem 0;padding-left:1.25rem}
table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:.35rem .25rem;border-bottom:1px solid #e7e5e4;vertical-align:top}
.n{text-align:right;white-space:nowrap}
.muted{color:#57534e;font-size:.9rem}
.problem{color:#b91c1c;font-weight:600}
dl{display:grid;grid-template-columns:1fr auto;gap:.25rem 1rem;margin:.75rem 0 0}
dd{margin:0;text-align:right}
.grand{font-weight:700;font-size:1.1rem}
fieldset{border:1px solid #d6d3d1;border-radius:8px;background:#fff;padding:1rem;margin:1rem 0}
legend{font-weight:700;padding:0 .25rem}
.field{margin:0 0 .85rem}
.field label{display:block;font-weight:600;margin-bottom:.2rem}
.hint{margin:0 0 .25rem;color:#57534e;font-size:.9rem}
.error{margin:0 0 .25rem;color:#b91c1c;font-weight:600}
input,select{width:100%;font:inherit;padding:.55rem .6rem;border:1px solid #78716c;border-radius:6px;background:#fff;color:inherit}
input[aria-invalid=true]{border:2px solid #b91c1c}
.row{display:grid;gap:0 .75rem;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr))}
button{font:inherit;font-weight:700;width:100%;padding:.8rem 1rem;border:0;border-radius:6px;background:#c2410c;color:#fff;cursor:pointer}
`

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <title>{`${title} · ${shopIdentity.name} (test checkout)`}</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <main>
          <TestNotice />
          {children}
        </main>
      </body>
    </html>
  )
}

/** Said first on every page: what this checkout is, and that no money moves. */
function TestNotice() {
  return (
    <section className="test" aria-labelledby="test-notice">
      <h2 id="test-notice">This is a TEST checkout</h2>
      <p>
        It stands in for the store's own checkout while {shopIdentity.name} runs on its storefront emulator.{' '}
        <strong>No real money moves</strong> and no real card is charged.
      </p>
      <p>
        Pay with the test card <strong>4242 4242 4242 4242</strong> (approved) or{' '}
        <strong>4000 0000 0000 0002</strong> (declined), any expiry date still to come and any CVC.
      </p>
    </section>
  )
}

/** What the order summary shows of a quote. */
function OrderSummary({ quote }: { quote: CartQuote }) {
  const { totals, currencyCode, codes } = quote
  const money = (amount: string) => formatPrice(amount, currencyCode)
  return (
    <section className="box" aria-labelledby="summary">
      <h2 id="summary">Order summary</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="n">
              Qty
            </th>
            <th scope="col" className="n">
              Price
            </th>
            <th scope="col" className="n">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((quoted) => {
            const { line, variant } = quoted
            const problem = lineProblem(quoted)
            return (
              <tr key={line.id}>
                <td>
                  {variant ? describeVariant(variant) : 'An item that was removed from the shop'}
                  {problem && <div className="problem">{problem}</div>}
                </td>
                <td className="n">{line.quantity}</td>
                <td className="n">{variant ? money(variant.price) : '—'}</td>
                <td className="n">
                  {variant ? money(centsToAmount(amountToCents(variant.price) * line.quantity)) : '—'}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {quote.refusedCodes.length > 0 && (
        <ul className="muted">
          {quote.refusedCodes.map((code) => (
            <li key={code.label}>
              {code.label} not applied: {code.reason}
            </li>
          ))}
        </ul>
      )}
      <dl>
        <dt>Subtotal</dt>
        <dd>{money(totals.subtotal)}</dd>
        {codes.discount && (
          <>
            <dt>
              Discount ({codes.discount.code}, {codes.discount.percentOff}% off)
            </dt>
            <dd>−{money(totals.discount)}</dd>
          </>
        )}
        <dt>Tax ({Math.round(TAX_RATE * 100)}%)</dt>
        <dd>{money(totals.tax)}</dd>
        <dt>Shipping</dt>
        <dd>{amountToCents(totals.shipping) === 0 ? 'Free' : money(totals.shipping)}</dd>
        {codes.giftCard && (
          <>
            <dt>Gift card ····{codes.giftCard.last4}</dt>
            <dd>−{money(totals.giftCardAmount)}</dd>
          </>
        )}
        <dt className="grand">To pay</dt>
        <dd className="grand">{money(totals.total)}</dd>
      </dl>
    </section>
  )
}

const FIELD_LABELS: Record<FormField, string> = {
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  address1: 'Address',
  address2: 'Address 2 (optional)',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  country: 'Country',
  cardNumber: 'Card number',
  expiry: 'Expiry date (MM/YY)',
  cvc: 'CVC',
  cardName: 'Name on card',
}

const fieldId = (name: FormField) => `field-${name}`

interface FieldProps {
  name: FormField
  errors: FieldErrors
  /** What the field shows; never given for the card's number, expiry and CVC. */
  value?: string
  hint?: string
  type?: 'text' | 'email'
  inputMode?: 'numeric' | 'email'
  autoComplete: string
  required?: boolean
  maxLength?: number
}

/** A labelled input, its hint and its error tied to it (aria-describedby) so a screen reader reads them. */
function Field({ name, errors, value, hint, type = 'text', required = true, ...input }: FieldProps) {
  const id = fieldId(name)
  const error = errors[name]
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return (
    <div className="field">
      <label htmlFor={id}>{FIELD_LABELS[name]}</label>
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="error">
          {error}
        </p>
      )}
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
    </div>
  )
}

/** The errors, each a link to its field, read out as soon as the page shows. */
function ErrorSummary({ errors }: { errors: FieldErrors }) {
  const fields = Object.keys(errors) as FormField[]
  if (fields.length === 0) return null
  return (
    <div className="alert" role="alert" aria-labelledby="problems">
      <h2 id="problems">Check {fields.length === 1 ? 'this field' : 'these fields'}</h2>
      <ul>
        {fields.map((field) => (
          <li key={field}>
            <a href={`#${fieldId(field)}`}>{errors[field]}</a>
          </li>
        ))}
      </ul>
    </div>
  )
}

export interface CheckoutPageProps {
  token: string
  quote: CartQuote
  values: FormValues
  errors: FieldErrors
  /** What went wrong with paying (declined, refused), said above the form. */
  notice?: string
}

/** The checkout: what is being bought, the totals, and the form that pays for it. */
export function CheckoutPage({ token, quote, values, errors, notice }: CheckoutPageProps) {
  const cardNeeded = cardNeededFor(quote)
  const toPay = formatPrice(quote.totals.total, quote.currencyCode)
  return (
    <Page title="Checkout">
      <h1>Checkout</h1>
      {notice && (
        <div className="alert" role="alert">
          <p>{notice}</p>
        </div>
      )}
      <ErrorSummary errors={errors} />
      <OrderSummary quote={quote} />
      <form method="post" action={`/checkouts/cn/${encodeURIComponent(token)}`}>
        <input type="hidden" name="quote" value={quoteOf(quote.totals)} />
        <fieldset>
          <legend>Contact</legend>
          <Field
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            errors={errors}
            value={values.email}
            maxLength={254}
          />
        </fieldset>
        <fieldset>
          <legend>Shipping address</legend>
          <div className="row">
            <Field
              name="firstName"
              autoComplete="shipping given-name"
              errors={errors}
              value={values.firstName}
              maxLength={50}
            />
            <Field
              name="lastName"
              autoComplete="shipping family-name"
              errors={errors}
              value={values.lastName}
              maxLength={50}
            />
          </div>
          <Field
            name="address1"
            autoComplete="shipping address-line1"
            errors={errors}
            value={values.address1}
            maxLength={200}
          />
          <Field
            name="address2"
            autoComplete="shipping address-line2"
            errors={errors}
            value={values.address2}
            required={false}
            maxLength={200}
          />
          <div className="row">
            <Field
              name="city"
              autoComplete="shipping address-level2"
              errors={errors}
              value={values.city}
              maxLength={100}
            />
            <Field
              name="state"
              autoComplete="shipping address-level1"
              errors={errors}
              value={values.state}
              maxLength={100}
            />
            <Field
              name="zip"
              autoComplete="shipping postal-code"
              errors={errors}
              value={values.zip}
              maxLength={20}
            />
          </div>
          <CountrySelect value={values.country} error={errors.country} />
        </fieldset>
        {cardNeeded ? (
          <fieldset>
            <legend>Payment</legend>
            <Field
              name="cardNumber"
              inputMode="numeric"
              autoComplete="cc-number"
              hint="Test cards: 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is declined."
              errors={errors}
              maxLength={23}
            />
            <div className="row">
              <Field
                name="expiry"
                autoComplete="cc-exp"
                hint="Such as 04/30."
                errors={errors}
                maxLength={7}
              />
              <Field
                name="cvc"
                inputMode="numeric"
                autoComplete="cc-csc"
                hint="Any 3 digits."
                errors={errors}
                maxLength={4}
              />
            </div>
            <Field
              name="cardName"
              autoComplete="cc-name"
              errors={errors}
              value={values.cardName}
              maxLength={100}
            />
          </fieldset>
        ) : (
          <p className="box">Your gift card pays the whole order: no card is needed.</p>
        )}
        <button type="submit">{cardNeeded ? `Pay ${toPay}` : 'Place order'}</button>
      </form>
    </Page>
  )
}

function CountrySelect({ value, error }: { value?: string; error?: string }) {
  const id = fieldId('country')
  return (
    <div className="field">
      <label htmlFor={id}>{FIELD_LABELS.country}</label>
      {error && (
        <p id={`${id}-error`} className="error">
          {error}
        </p>
      )}
      <select
        id={id}
        name="country"
        required
        defaultValue={value || 'US'}
        autoComplete="shipping country"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {SHIPPING_COUNTRIES.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Paid: the order's name, and the way back to the shop's orders. */
export function ThankYouPage({ number }: { number: string }) {
  return (
    <Page title={`Order ${number}`}>
      <h1>Thank you! Order {number} is paid.</h1>
      <p>This was a test checkout: no money moved.</p>
      <p>
        <a href="/account/orders">See your orders</a> · <a href="/">Back to the shop</a>
      </p>
    </Page>
  )
}

/** No checkout at this address: the cart is unknown, or it holds nothing to pay for. */
export function CheckoutGonePage({ reason = 'missing' }: { reason?: 'missing' | 'empty' }) {
  return (
    <Page title="Checkout not found">
      <h1>This checkout no longer exists</h1>
      <p>
        {reason === 'empty'
          ? 'Its cart holds nothing to pay for.'
          : 'The link is out of date or wrong: no cart has this address.'}{' '}
        Go back to the shop and check out again.
      </p>
      <p>
        <a href="/cart">Back to your cart</a>
      </p>
    </Page>
  )
}

/** A checkout that was paid already: it takes no second payment. */
export function CheckoutPaidPage({ token, number }: { token: string; number: string }) {
  return (
    <Page title="Checkout already paid">
      <h1>This checkout was already paid</h1>
      <p>Order {number} was placed from it; it takes no second payment.</p>
      <p>
        <a href={`/checkouts/cn/${encodeURIComponent(token)}/thank-you`}>See order {number}</a>
      </p>
    </Page>
  )
}

/** A request the checkout could not read (too large, not a form). */
export function RequestProblemPage({ message }: { message: string }) {
  return (
    <Page title="Checkout">
      <h1>That did not go through</h1>
      <div className="alert" role="alert">
        <p>{message}</p>
      </div>
      <p>Nothing was ordered and nothing was charged. Go back and try again.</p>
    </Page>
  )
}
