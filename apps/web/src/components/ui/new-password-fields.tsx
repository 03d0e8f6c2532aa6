import { passwordSchema } from '@oece/contracts';
import { fieldError } from './field-error';
import { PasswordField } from './password-field';

/** Whether a new password typed twice may be sent: long enough, and the same both times. */
export function newPasswordReady(password: string, repeated: string): boolean {
  return (
    password.trim() !== '' &&
    repeated.trim() === password.trim() &&
    fieldError(passwordSchema, password) === undefined
  );
}

/**
 * A new password and its repetition, with what is wrong under each as it is typed: the length, the
 * server's refusal (`serverError`: a common password, the username), or the two not matching.
 */
export function NewPasswordFields({
  password,
  repeated,
  onPassword,
  onRepeated,
  serverError,
  hint,
  autoFocus,
}: {
  password: string;
  repeated: string;
  onPassword: (value: string) => void;
  onRepeated: (value: string) => void;
  serverError?: string | null;
  /** What the first field asks for while nothing is wrong. */
  hint?: string;
  autoFocus?: boolean;
}) {
  const passwordError = fieldError(passwordSchema, password) ?? serverError ?? undefined;
  const mismatch = repeated !== '' && repeated.trim() !== password.trim();
  return (
    <>
      <PasswordField
        label="Nueva contraseña"
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        error={passwordError !== undefined}
        helperText={passwordError ?? hint}
        autoFocus={autoFocus}
      />
      <PasswordField
        label="Repite la nueva contraseña"
        name="repeat-password"
        autoComplete="new-password"
        value={repeated}
        onChange={(event) => onRepeated(event.target.value)}
        error={mismatch}
        helperText={mismatch ? 'Las contraseñas no coinciden.' : undefined}
      />
    </>
  );
}
