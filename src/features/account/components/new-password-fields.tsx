import { PasswordField } from './form-parts'

/** A new password typed twice. */
export interface NewPassword {
  password: string
  confirmation: string
}

export const NO_NEW_PASSWORD: NewPassword = { password: '', confirmation: '' }

/** Why the two typings cannot be used, or undefined when they match (the schema checks the rest). */
export function mismatchOf(value: NewPassword): string | undefined {
  return value.password === value.confirmation ? undefined : "The two new passwords don't match."
}

/** "New password" and "Confirm new password", with the sign-up rule as the hint. */
export function NewPasswordFields({
  id,
  value,
  onChange,
}: {
  id: string
  value: NewPassword
  onChange: (value: NewPassword) => void
}) {
  return (
    <>
      <PasswordField
        id={`${id}-new`}
        label="New password"
        kind="new"
        value={value.password}
        onValue={(password) => onChange({ ...value, password })}
      />
      <PasswordField
        id={`${id}-confirm`}
        label="Confirm new password"
        kind="confirmation"
        value={value.confirmation}
        onValue={(confirmation) => onChange({ ...value, confirmation })}
      />
    </>
  )
}
