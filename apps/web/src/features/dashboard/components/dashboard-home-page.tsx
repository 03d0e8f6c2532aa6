import { Box, Button, Grid, Typography } from '@mui/material';
import { greeting } from '@oece/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@oece/contracts';
import { HomeCard } from '../../../components/home-card';
import { useCanPractice, useSession } from '../../../lib/session';

/**
 * /dashboard. `reviewCard`: the review deck's card, from features/review-deck
 * (app/pages/dashboard-home-route.tsx), shown to a member whose plan has the deck.
 */
export function DashboardHomePage({ reviewCard }: { reviewCard: ReactNode }) {
  const { user } = useSession();
  const canReview = useCanPractice();
  // One column on a phone: what a member comes to do (exams, review) goes first.
  return (
    <Box>
      {/* The plan and the time left are above, in the dashboard's top line. */}
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {greeting()}, {user?.firstName || user?.username}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <HomeCard
            title="Dar examen"
            text="Exámenes rápido, parcial y completo con el tiempo del examen real."
            action={
              <Button variant="contained" component={Link} to={paths.dashboard.exams}>
                Ir a los exámenes
              </Button>
            }
          />
        </Grid>
        {canReview && <Grid size={{ xs: 12, sm: 6 }}>{reviewCard}</Grid>}
        <Grid size={{ xs: 12, sm: 6 }}>
          <HomeCard
            title="Mi progreso"
            text="Tu evolución por competencia, los temas para reforzar y todos tus exámenes terminados."
            action={
              <Button variant="outlined" component={Link} to={paths.dashboard.history}>
                Ver mi progreso
              </Button>
            }
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <HomeCard
            title="Mi perfil"
            text="Revisa tus datos y la vigencia de tu membresía."
            action={
              <Button variant="outlined" component={Link} to={paths.dashboard.profile}>
                Ver mi perfil
              </Button>
            }
          />
        </Grid>
      </Grid>
    </Box>
  );
}
