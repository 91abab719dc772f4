import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../ui/text-field.tsx';

type PasswordFieldName = 'password' | 'password_confirmation';

/**
 * A new password and its confirmation, as every form that sets a password asks for them (the
 * shared schemas name them `password` and `password_confirmation`): browsers offer to generate one.
 */
export function PasswordFields({
  register,
  errors,
  label = 'Password',
  confirmationLabel = 'Confirm password',
  autoFocus,
}: {
  /** The form's `form.register`. */
  register: (name: PasswordFieldName) => UseFormRegisterReturn;
  /** The form's `formState.errors`. */
  errors: Partial<Record<PasswordFieldName, { message?: string }>>;
  label?: string;
  confirmationLabel?: string;
  /** Focus the password first when it is the form's first field. */
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        registration={register('password')}
        error={errors.password?.message}
      />
      <TextField
        label={confirmationLabel}
        type="password"
        autoComplete="new-password"
        registration={register('password_confirmation')}
        error={errors.password_confirmation?.message}
      />
    </>
  );
}
