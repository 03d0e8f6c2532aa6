import { Box, Button, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { greeting } from '@oece/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useCanPractice, useSession } from '../../../lib/session';
import { useReviewSummary } from '../../../lib/review-deck/get-review-summary';

function HomeCard({ title, text, action }: { title: string; text: ReactNode; action: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography component="div" color="text.secondary" sx={{ mb: 2 }}>
          {text}
        </Typography>
        {action}
      </CardContent>
    </Card>
  );
}

/** The cards due today in the review deck, with the way to them. */
function ReviewCard() {
  const summary = useReviewSummary(true);
  let text: ReactNode;
  if (summary.isPending) {
    text = <Skeleton width="80%" />;
  } else if (summary.isError) {
    text = (
      <>
        No pudimos cargar tu repaso.{' '}
        <Button size="small" onClick={() => void summary.refetch()}>
          Reintentar
        </Button>
      </>
    );
  } else {
    const due = summary.data.dueToday;
    text =
      due === 0 ? (
        <>
          {/* Tools and tests read the count in every case; people read the sentence. */}
          <span data-testid="due-count" hidden>
            0
          </span>
          ¡Estás al día! No tienes preguntas para repasar hoy.
        </>
      ) : (
        <>
          Tienes{' '}
          <Box component="strong" data-testid="due-count" sx={{ color: 'text.primary' }}>
            {due}
          </Box>{' '}
          {due === 1 ? 'pregunta' : 'preguntas'} para repasar hoy.
        </>
      );
  }
  const due = summary.data?.dueToday ?? 0;
  return (
    <HomeCard
      title="Repaso de errores"
      text={text}
      action={
        <Button variant={due > 0 ? 'contained' : 'outlined'} component={Link} to={paths.dashboard.review}>
          Repaso de hoy
        </Button>
      }
    />
  );
}

export function DashboardHomePage() {
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
        {canReview && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <ReviewCard />
          </Grid>
        )}
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
