import { Alert, Box, Button, CircularProgress, Stack, TextField } from '@mui/material';
import {
  createOrderRequestSchema,
  PERSON_NAME_MAX_LENGTH,
  type CreateOrderRequest,
  type PlanInfo,
  type User,
} from '@oece/contracts';
import { useState, type FormEvent } from 'react';
import { useSettings } from '../../../config/settings';
import { openAdvisorChat } from '../../../lib/advisor';
import { track } from '../../../lib/analytics';
import { ApiError } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/use-hydrated';
import { createOrder } from '../api/payments-api';

const PAYMENT_FAILED = 'Error al procesar el pago. Por favor, intenta nuevamente.';
const EMAILS_DIFFER = 'Los correos no coinciden.';
const EMAIL_AGAIN_REQUIRED = 'Vuelve a escribir tu correo electrónico.';

type Field = 'firstName' | 'lastName' | 'email' | 'emailAgain';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;
const FIELDS: Field[] = ['firstName', 'lastName', 'email', 'emailAgain'];

/** What is wrong with the repeated e-mail: missing, or not the first one (case and spaces aside). */
function emailAgainError({ email, emailAgain }: Values): string | undefined {
  if (emailAgain.trim() === '') return EMAIL_AGAIN_REQUIRED;
  return emailAgain.trim().toLowerCase() === email.trim().toLowerCase() ? undefined : EMAILS_DIFFER;
}

/** The order to ask for, or what is wrong with each field (the server's schema, and the repetition). */
function checkBuyer(plan: PlanInfo, values: Values): { order: CreateOrderRequest } | { errors: Errors } {
  const { emailAgain: _, ...buyer } = values;
  const parsed = createOrderRequestSchema.safeParse({ membershipLevel: plan.level, ...buyer });
  const errors: Errors = {};
  for (const issue of parsed.error?.issues ?? []) errors[issue.path[0] as Field] ??= issue.message;
  const again = emailAgainError(values);
  if (again) errors.emailAgain = again;
  return parsed.success && !again ? { order: parsed.data } : { errors };
}

/**
 * The buyer's names and e-mail (twice), and the way to the provider's checkout or the advisor. A
 * signed-in member's own names and e-mail are filled in until they type others.
 */
export function CheckoutForm({ plan, user }: { plan: PlanInfo; user: User | null }) {
  const settings = useSettings();
  const hydrated = useHydrated();
  const [typed, setTyped] = useState<Partial<Values>>({});
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const known: Values = {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    emailAgain: user?.email ?? '',
  };
  const values = { ...known, ...typed };

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkBuyer(plan, values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      // The buyer starts over on the first field that is wrong.
      const first = FIELDS.find((field) => checked.errors[field])!;
      (event.currentTarget.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    setFailure(null);
    setPaying(true);
    try {
      const order = await createOrder(checked.order);
      track('payment_initiated', { plan: plan.slug });
      window.location.assign(order.checkoutUrl);
    } catch (error) {
      setPaying(false);
      // The fields were checked with the server's own schema: any refusal it still has is shown as it says it.
      const told = error instanceof ApiError && (error.status === 400 || error.status === 429);
      setFailure(told ? error.message : PAYMENT_FAILED);
    }
  }

  const field = (name: Field) => ({
    name,
    fullWidth: true,
    value: values[name],
    error: Boolean(errors[name]),
    onChange: (event: { target: { value: string } }) => {
      setTyped((previous) => ({ ...previous, [name]: event.target.value }));
      setErrors((previous) => ({ ...previous, [name]: undefined }));
    },
  });

  return (
    <Box component="form" onSubmit={pay} noValidate sx={{ display: 'grid', gap: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...field('firstName')}
          label="Nombres"
          autoComplete="given-name"
          helperText={errors.firstName}
          slotProps={{ htmlInput: { maxLength: PERSON_NAME_MAX_LENGTH } }}
        />
        <TextField
          {...field('lastName')}
          label="Apellidos"
          autoComplete="family-name"
          helperText={errors.lastName}
          slotProps={{ htmlInput: { maxLength: PERSON_NAME_MAX_LENGTH } }}
        />
      </Stack>
      <TextField
        {...field('email')}
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        helperText={errors.email ?? 'Aquí te enviaremos el enlace para crear tu contraseña.'}
        slotProps={{ htmlInput: { inputMode: 'email' } }}
      />
      <TextField
        {...field('emailAgain')}
        label="Repite tu correo electrónico"
        type="email"
        autoComplete="email"
        helperText={errors.emailAgain}
        // A typo shows as soon as the buyer leaves the field, not only when paying.
        onBlur={() => {
          if (values.emailAgain.trim() === '') return;
          setErrors((previous) => ({ ...previous, emailAgain: emailAgainError(values) }));
        }}
        slotProps={{ htmlInput: { inputMode: 'email' } }}
      />
      {failure && <Alert severity="error">{failure}</Alert>}
      <Stack spacing={1.5}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!hydrated || paying}
          startIcon={paying ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {paying ? 'Procesando…' : 'Pagar con tarjeta o Yape'}
        </Button>
        <Button variant="outlined" size="large" onClick={() => openAdvisorChat(settings, plan, 'payment')}>
          Contactar asesor
        </Button>
      </Stack>
    </Box>
  );
}
