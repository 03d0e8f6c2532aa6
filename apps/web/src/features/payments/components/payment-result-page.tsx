import {
  Alert,
  Box,
  Button,
  Container,
  LinearProgress,
  Link as MuiLink,
  Stack,
  Typography,
} from '@mui/material';
import {
  ORDER_POLL_MS,
  ORDER_STATUS_LABELS,
  PAYMENT_WAIT_MS,
  paymentProgress,
  type PublicSettings,
} from '@oece/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths, type Order } from '@oece/contracts';
import { chatLink, useSettings } from '../../../config/settings';
import { trackedLink } from '../../../lib/analytics';
import { island } from '../../../app/islands/island';
import { getOrder } from '../api/payments-api';

const MISSING_ORDER =
  'No se encontró información de la orden en la URL. Por favor, intenta realizar el pago nuevamente.';

/** Milliseconds since the page opened, once a second while `running`, up to the 10-minute limit. */
function useElapsed(startedAt: number, running: boolean): number {
  const [now, setNow] = useState(startedAt);
  const elapsed = now - startedAt;
  const ticking = running && elapsed < PAYMENT_WAIT_MS;
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return elapsed;
}

/** What an approved order's buyer is told about their access: only what the outbox says happened. */
function AccessMailNotice({ order, settings }: { order: Order; settings: PublicSettings }) {
  if (order.accessMail === 'NOT_SENT') {
    return (
      <>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 800, mt: 3 }}>
          Tu pago fue aprobado
        </Typography>
        <Typography sx={{ mt: 1 }}>
          Te enviaremos el acceso por correo en cuanto sea posible; también puedes{' '}
          <MuiLink
            href={chatLink(
              settings,
              `Hola, pagué mi plan con el correo ${order.email} y necesito mi acceso.`,
            )}
            target="_blank"
            rel="noopener"
            {...trackedLink('whatsapp_contact', 'payment_access')}
          >
            escribirnos por WhatsApp
          </MuiLink>
          .
        </Typography>
      </>
    );
  }
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 800, mt: 3 }}>
        ¡Pago aprobado!
      </Typography>
      <Typography sx={{ mt: 1 }}>
        Te enviamos un correo a <strong>{order.email}</strong>. Si es tu primera compra, trae un enlace para
        crear tu contraseña (vale por 7 días); si ya tenías una cuenta con ese correo, ampliamos tu membresía
        y sigues entrando con tu contraseña de siempre. Revisa también la carpeta de spam.
      </Typography>
    </>
  );
}

/**
 * Where the provider sends the buyer back: the order is polled every 5 s until the provider's
 * answer is in, for at most 10 minutes.
 */
export function PaymentResult() {
  const settings = useSettings();
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const paymentId = params.get('payment_id');
  const [startedAt] = useState(() => Date.now());
  const order = useQuery({
    queryKey: ['order', orderId, paymentId],
    queryFn: () => getOrder(orderId!, paymentId),
    enabled: Boolean(orderId),
    retry: false,
    staleTime: 0,
    // Until the provider's answer is in, and the access e-mail is no longer on its way.
    refetchInterval: (query) => {
      const data = query.state.data;
      const settled = data && data.status !== 'PENDING' && data.accessMail !== 'PENDING';
      return settled || Date.now() - startedAt >= PAYMENT_WAIT_MS ? false : ORDER_POLL_MS;
    },
  });
  const status = order.data?.status;
  const elapsed = useElapsed(startedAt, Boolean(orderId) && (!status || status === 'PENDING'));
  const timedOut = elapsed >= PAYMENT_WAIT_MS;
  const waiting = Boolean(orderId) && !timedOut && (!status || status === 'PENDING');

  const actions = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
      {status === 'APPROVED' && (
        <Button variant="contained" component={Link} to={paths.login}>
          Acceder a mi cuenta
        </Button>
      )}
      {status && status !== 'PENDING' && status !== 'APPROVED' && (
        <Button variant="contained" component={Link} to={paths.pricing}>
          Intentar nuevamente
        </Button>
      )}
      <Button variant="outlined" component={Link} to={paths.home}>
        Volver al inicio
      </Button>
    </Stack>
  );

  let view;
  if (!orderId) {
    view = <Alert severity="error">{MISSING_ORDER}</Alert>;
  } else if (status === 'APPROVED') {
    view = (
      <>
        <LinearProgress variant="determinate" value={100} color="success" aria-label="Progreso del pago" />
        <AccessMailNotice order={order.data!} settings={settings} />
      </>
    );
  } else if (status && status !== 'PENDING') {
    view = (
      <Alert severity="error">
        Error en el pago: {order.data!.statusDetail ?? ORDER_STATUS_LABELS[status]}
      </Alert>
    );
  } else if (timedOut) {
    view = (
      <Alert severity="warning">
        <strong>Tiempo agotado.</strong> Tu pago aún puede estar procesándose: revisa tu correo en los
        próximos minutos. Si no recibes tus datos de acceso, escríbenos.
      </Alert>
    );
  } else {
    view = (
      <>
        <LinearProgress
          variant="determinate"
          value={paymentProgress(elapsed)}
          aria-label="Progreso del pago"
        />
        <Typography variant="h5" component="h2" sx={{ fontWeight: 800, mt: 3 }}>
          Verificando tu pago…
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Suele tomar entre 5 y 10 minutos. No cierres esta página: te avisaremos aquí mismo.
        </Typography>
      </>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, mb: 3, fontSize: { xs: '1.75rem', md: '2.125rem' } }}
      >
        Estado de tu pago
      </Typography>
      <Box role="status" aria-live="polite">
        {view}
        {order.isError && waiting && (
          <Alert severity="error" sx={{ mt: 2 }}>
            Error al verificar el estado del pago
          </Alert>
        )}
      </Box>
      {actions}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        ¿Necesitas ayuda?{' '}
        <MuiLink
          href={chatLink(settings, 'Hola, necesito ayuda con mi pago.')}
          target="_blank"
          rel="noopener"
          {...trackedLink('whatsapp_contact', 'payment_result')}
        >
          Contacta a soporte
        </MuiLink>
      </Typography>
    </Container>
  );
}

/** The route's page: all of it one island, since all of it follows the order. */
export const PaymentResultPage = island('payment-result', PaymentResult);
