import type { ReactNode } from 'react'
import type { AuthUser } from '../../../shared/account/session-user'
import { inputClass } from './input-class'

/** The countries checkout ships to. */
const COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'MX', name: 'Mexico' },
] as const

/** The contact, shipping address and payment details of the checkout form (`id` prefixes their ids). */
export function CheckoutFields({ id, shopper }: { id: string; shopper: AuthUser }) {
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
      <PaymentDetails id={id} />
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
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
    </Section>
  )
}

/** Card fields the browser checks; they have no `name`, so they never become part of the order sent. */
function PaymentDetails({ id }: { id: string }) {
  return (
    <Section title="Payment details">
      <p className="text-sm text-stone-400">
        We don't take payments online yet: your card details are checked here and never sent or stored.
      </p>
      <Field id={`${id}-card-name`} label="Name on card" autoComplete="cc-name" />
      <Field
        id={`${id}-card-number`}
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
      />
      <div className="grid grid-cols-2 gap-4">
        <Field id={`${id}-expiry`} label="Expiry date" autoComplete="cc-exp" placeholder="MM/YY" />
        <Field id={`${id}-cvv`} label="CVV" inputMode="numeric" autoComplete="cc-csc" />
      </div>
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
