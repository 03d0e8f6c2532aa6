import { TextField, type TextFieldProps } from '@mui/material';

/**
 * The code of an authenticator app (6 digits: a numeric keypad, filled in from the phone's own
 * suggestion) or, with `recovery`, a recovery code of letters and digits.
 */
export function OneTimeCodeField({
  recovery = false,
  ...props
}: Omit<TextFieldProps, 'type'> & { recovery?: boolean }) {
  return (
    <TextField
      label={recovery ? 'Código de recuperación' : 'Código de verificación'}
      autoComplete="one-time-code"
      helperText={
        recovery
          ? 'Uno de los 10 códigos que guardaste, por ejemplo 3f9a2-07b1c.'
          : 'Los 6 dígitos que muestra ahora tu aplicación de autenticación.'
      }
      {...props}
      slotProps={{
        htmlInput: recovery
          ? { autoCapitalize: 'none', spellCheck: false, maxLength: 30 }
          : { inputMode: 'numeric', pattern: '[0-9 ]*', maxLength: 7 },
      }}
    />
  );
}
