import LockIcon from '@mui/icons-material/Lock';
import { Box, Card, CardContent, Container, Link as MuiLink, Stack, Typography } from '@mui/material';
import { type PlanInfo, paths } from '@oece/contracts';
import { formatSoles, monthsLabel } from '@oece/domain';
import { Link, useLoaderData } from 'react-router';
import { island } from '../../../app/islands/island';
import { useSession } from '../../../lib/session';
import { CheckoutForm } from './checkout-form';

const CheckoutFormIsland = island('checkout-form', CheckoutForm);

/** The plan's summary and the buyer's checkout form (the page's island). */
export function PaymentPage() {
  const plan = useLoaderData() as PlanInfo;
  const { user } = useSession();

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
      <CheckoutFormIsland plan={plan} user={user} />
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
