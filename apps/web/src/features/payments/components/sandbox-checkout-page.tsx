import {
  Alert,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Container,
  Stack,
  Typography,
} from '@mui/material';
import { MEMBERSHIP_LABELS, formatSoles } from '@oece/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/use-hydrated';
import { island } from '../../../app/islands/island';
import { getOrder, paySandbox } from '../api/payments-api';

type Outcome = 'approved' | 'rejected' | 'pending';
const CHOICES: { outcome: Outcome; label: string; variant: 'contained' | 'outlined' }[] = [
  { outcome: 'approved', label: 'Aprobar pago', variant: 'contained' },
  { outcome: 'rejected', label: 'Rechazar pago', variant: 'outlined' },
  { outcome: 'pending', label: 'Dejar pendiente', variant: 'outlined' },
];

/** The sandbox provider's checkout: the buyer decides how the payment ends, as a real provider would report it. */
export function SandboxCheckout() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const hydrated = useHydrated();
  const [busy, setBusy] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const order = useQuery({
    queryKey: ['sandbox-order', orderId],
    queryFn: () => getOrder(orderId),
    enabled: Boolean(orderId),
    retry: false,
  });

  async function choose(outcome: Outcome) {
    setBusy(outcome);
    setFailure(null);
    try {
      const { redirectUrl } = await paySandbox(orderId, outcome);
      window.location.assign(redirectUrl);
    } catch (error) {
      setBusy(null);
      setFailure(error instanceof ApiError ? error.message : 'No se pudo registrar el pago de prueba.');
    }
  }

  const notFound = !orderId || (order.error instanceof ApiError && [400, 404].includes(order.error.status));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, mb: 2, fontSize: { xs: '1.75rem', md: '2.125rem' } }}
      >
        Pasarela de pagos de prueba
      </Typography>
      <Alert severity="warning" sx={{ mb: 3 }}>
        Este es el modo de prueba: no se cobra nada. Elige cómo termina el pago, como lo informaría una
        pasarela real.
      </Alert>
      {notFound ? (
        <Alert severity="error">No se encontró la orden</Alert>
      ) : order.isPending ? (
        <CircularProgress aria-label="Cargando la orden" />
      ) : order.isError ? (
        <QueryError
          what="Error al cargar la orden"
          error={order.error}
          onRetry={() => void order.refetch()}
        />
      ) : (
        <>
          <Card variant="outlined">
            <CardContent>
              <Typography sx={{ fontWeight: 700 }}>
                Plan {MEMBERSHIP_LABELS[order.data.membershipLevel]} · {formatSoles(order.data.amount)}
              </Typography>
              {/* The payer, as the provider's own checkout fills it in (an order from before names has none). */}
              <Typography color="text.secondary">
                {[`${order.data.firstName} ${order.data.lastName}`.trim(), order.data.email]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </CardContent>
          </Card>
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
          <Stack spacing={1.5} sx={{ mt: 3 }}>
            {CHOICES.map(({ outcome, label, variant }) => (
              <Button
                key={outcome}
                variant={variant}
                size="large"
                disabled={!hydrated || busy !== null}
                startIcon={busy === outcome ? <CircularProgress size={18} color="inherit" /> : undefined}
                onClick={() => choose(outcome)}
              >
                {label}
              </Button>
            ))}
          </Stack>
        </>
      )}
    </Container>
  );
}

/** The route's page: all of it one island, since all of it is the order and the choice. */
export const SandboxCheckoutPage = island('sandbox-checkout', SandboxCheckout);
