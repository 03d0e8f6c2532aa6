import { Box, Button, Card, CardContent, Grid, Typography } from '@mui/material';
import { greeting, isMembershipExpired, MEMBERSHIP_LABELS, remainingTimeText } from '@oece/domain';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useBrand } from '../../../config/settings';
import { useSession } from '../../../lib/session';

export function DashboardHomePage() {
  const brand = useBrand();
  const { user } = useSession();
  const membership = user?.currentMembership;
  const expired = isMembershipExpired(membership?.expiration);
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {greeting()}, {user?.firstName || user?.username}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {membership && !expired
          ? `${brand.paidOffer ? `Plan ${MEMBERSHIP_LABELS[membership.level]}: ` : 'Tu acceso: '}te quedan ${remainingTimeText(membership.expiration)}.`
          : 'Tu membresía no está activa.'}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2">
                Dar examen
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                Exámenes rápido, parcial y completo con el tiempo del examen real.
              </Typography>
              <Button variant="contained" component={Link} to={paths.dashboard.exams}>
                Ir a los exámenes
              </Button>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2">
                Mi Perfil
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                Revisa tus datos y la vigencia de tu membresía.
              </Typography>
              <Button variant="outlined" component={Link} to={paths.dashboard.profile}>
                Ver mi perfil
              </Button>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}
