import LockIcon from '@mui/icons-material/Lock';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Container,
  Link as MuiLink,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { emailSchema, type PlanInfo, paths } from '@oece/contracts';
import { formatSoles, monthsLabel } from '@oece/domain';
import { useState, type FormEvent } from 'react';
import { Link, useLoaderData } from 'react-router';
import { useSettings } from '../../../config/settings';
import { track } from '../../../lib/analytics';
import { ApiError } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSession } from '../../../lib/session';
import { openAdvisorChat } from '../../../lib/advisor';
import { createOrder } from '../api/payments-api';

const PAYMENT_FAILED = 'Error al procesar el pago. Por favor, intenta nuevamente.';

/** The plan's summary, the buyer's e-mail and the way to the provider's checkout (or the advisor). */
export function PaymentPage() {
  const plan = useLoaderData() as PlanInfo;
  const settings = useSettings();
  const hydrated = useHydrated();
  const { user } = useSession();
  const [email, setEmail] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  // A signed-in member's e-mail, until the buyer types another.
  const value = email ?? user?.email ?? '';

  async function pay(event: FormEvent) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(value);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]!.message);
      return;
    }
    setFailure(null);
    setPaying(true);
    try {
      const order = await createOrder({ membershipLevel: plan.level, email: parsed.data });
      track('payment_initiated', { plan: plan.slug });
      window.location.assign(order.checkoutUrl);
    } catch (error) {
      setPaying(false);
      if (error instanceof ApiError && error.status === 400 && /correo/i.test(error.message)) {
        setEmailError(error.message);
      } else if (error instanceof ApiError && error.status === 429) {
        setFailure(error.message);
      } else {
        setFailure(PAYMENT_FAILED);
      }
    }
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <MuiLink component={Link} to={paths.pricing} variant="body2">
        ← Volver a los planes
      </MuiLink>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, mt: 2, mb: 2, fontSize: { xs: '1.75rem', md: '2.125rem' } }}
      >
        {`Plan ${plan.name}`}
      </Typography>
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography sx={{ fontWeight: 700 }}>
              {`${monthsLabel(plan.months)} de acceso ilimitado`}
            </Typography>
            <Typography sx={{ fontSize: '1.75rem', fontWeight: 800 }}>{formatSoles(plan.price)}</Typography>
          </Stack>
          <Box component="ul" sx={{ pl: 2.5, mb: 0, color: 'text.secondary' }}>
            {plan.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </Box>
        </CardContent>
      </Card>
      <Box component="form" onSubmit={pay} noValidate>
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          fullWidth
          value={value}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailError(null);
          }}
          error={Boolean(emailError)}
          helperText={emailError ?? 'Aquí te enviaremos el enlace para crear tu contraseña.'}
          slotProps={{ htmlInput: { inputMode: 'email' } }}
        />
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
        <Stack spacing={1.5} sx={{ mt: 2 }}>
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
      <Stack direction="row" spacing={1} sx={{ mt: 3, color: 'text.secondary', alignItems: 'flex-start' }}>
        <LockIcon fontSize="small" sx={{ mt: 0.25 }} />
        <Typography variant="body2">
          Compra segura: el pago lo procesa nuestra pasarela de pagos; nosotros nunca vemos ni guardamos los
          datos de tu tarjeta. Recibirás en este correo un enlace para crear tu contraseña en menos de 10
          minutos.
        </Typography>
      </Stack>
    </Container>
  );
}
