import { Box, Button, Skeleton } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@oece/contracts';
import { HomeCard } from '../../../components/home-card';
import { useReviewSummary } from '../api/get-review-summary';

/** On the member's home page: the cards due today in the review deck, with the way to them. */
export function ReviewCard() {
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
