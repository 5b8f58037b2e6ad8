import type { ReactNode } from 'react'
import { SHIPPING_COUNTRIES } from '../../../shared/account/orders'
import type { AuthUser } from '../../../shared/account/session-user'
import { inputClass } from './input-class'

/**
 * The contact and shipping address of the checkout form (`id` prefixes their ids): the store's
 * checkout starts from them, and asks for the card itself.
 */
export function CheckoutFields({
  id,
  shopper,
  standIn,
}: {
  id: string
  shopper: AuthUser
  standIn: boolean
}) {
  return (
    <div className="flex flex-col gap-8">
      <Section title="Contact">
        <Field
          id={`${id}-email`}
          name="email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          defaultValue={shopper.email}
        />
      </Section>
      <ShippingAddress id={id} shopper={shopper} />
      <Payment standIn={standIn} />
    </div>
  )
}

function ShippingAddress({ id, shopper }: { id: string; shopper: AuthUser }) {
  return (
    <Section title="Shipping address">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${id}-first`}
          name="firstName"
          label="First name"
          autoComplete="shipping given-name"
          defaultValue={shopper.firstName}
        />
        <Field
          id={`${id}-last`}
          name="lastName"
          label="Last name"
          autoComplete="shipping family-name"
          defaultValue={shopper.lastName}
        />
      </div>
      <Field id={`${id}-address1`} name="address1" label="Address" autoComplete="shipping address-line1" />
      <Field
        id={`${id}-address2`}
        name="address2"
        label="Address 2 (optional)"
        autoComplete="shipping address-line2"
        required={false}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={`${id}-city`} name="city" label="City" autoComplete="shipping address-level2" />
        <Field id={`${id}-state`} name="state" label="State" autoComplete="shipping address-level1" />
        <Field
          id={`${id}-zip`}
          name="zip"
          label="ZIP code"
          inputMode="numeric"
          autoComplete="shipping postal-code"
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-country`} className="text-sm font-semibold text-stone-200">
          Country
        </label>
        <select
          id={`${id}-country`}
          name="country"
          required
          defaultValue="US"
          autoComplete="shipping country"
          className={inputClass}
        >
          {SHIPPING_COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
    </Section>
  )
}

/** Where the card is asked for: the store's checkout, or the stand-in test checkout without a store. */
function Payment({ standIn }: { standIn: boolean }) {
  return (
    <Section title="Payment">
      <p className="text-sm text-stone-300">
        {standIn
          ? 'You pay on the next page, a test checkout that stands in for the store’s: no real money moves.'
          : 'You pay on the next page, the store’s own secure checkout. Your card details never reach this app.'}
      </p>
    </Section>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-xl font-bold text-stone-50">{title}</legend>
      {children}
    </fieldset>
  )
}

function Field({
  id,
  label,
  required = true,
  ...input
}: {
  id: string
  label: string
  name?: string
  type?: string
  required?: boolean
  inputMode?: 'email' | 'numeric' | 'text'
  autoComplete?: string
  placeholder?: string
  defaultValue?: string
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-stone-200">
        {label}
      </label>
      <input id={id} required={required} className={inputClass} {...input} />
    </div>
  )
}
