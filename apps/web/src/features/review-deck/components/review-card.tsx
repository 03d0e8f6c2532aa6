import { Box, Button, Skeleton } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@oece/contracts';
import { HomeCard } from '../../../components/home-card';
import { useReviewSummary } from '../api/get-review-summary';
import { deckCountText } from './deck-count-text';

/** On the member's home page: the review deck's cards for today and in the queue, with the way to them. */
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
    const count = deckCountText(summary.data);
    text =
      summary.data.dueToday === 0 && summary.data.queued === 0 ? (
        <>
          {/* Tools and tests read the count in every case; people read the sentence. */}
          <span data-testid="due-count" hidden>
            {count}
          </span>
          ¡Estás al día! No tienes preguntas para repasar hoy.
        </>
      ) : (
        <>
          Preguntas pendientes:{' '}
          <Box component="strong" data-testid="due-count" sx={{ color: 'text.primary' }}>
            {count}
          </Box>
          .
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
