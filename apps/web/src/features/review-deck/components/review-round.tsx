import { Alert, Box, Button, Typography } from '@mui/material';
import type { PracticeQuestion } from '@oece/contracts';
import type { ComponentType, ReactNode } from 'react';
import { LoadingScreen } from '../../../components/loading-screen';
import { QueryError } from '../../../components/query-error';
import { useReviewAnswers, type ReviewAnswers } from '../api/answer-review';
import { useReviewSummary } from '../api/get-review-summary';
import { useReviewToday } from '../api/get-review-today';
import { deckCountText } from './deck-count-text';

/**
 * The round that asks the cards: features/practice-round's, handed in by the app
 * (app/pages/review-route.tsx).
 */
export type ReviewRoundComponent = ComponentType<{
  questions: PracticeQuestion[];
  kind: 'review';
  autoFocus: boolean;
  onGraded(questionId: number, responseIndex: number): void;
  exit: { label: string; onClick(): void };
  summaryNote: ReactNode;
}>;

/** Under the round's result: how many cards are left for today, once every answer is saved. */
function DueNote({ answers }: { answers: ReviewAnswers }) {
  const summary = useReviewSummary(answers.unsaved === 0);
  if (answers.unsaved > 0) {
    return (
      <Typography role="status" color="text.secondary">
        {answers.error ? 'Hay respuestas sin guardar.' : 'Guardando tus respuestas...'}
      </Typography>
    );
  }
  if (!summary.data) return null;
  return (
    <Typography role="status">
      Preguntas pendientes: <strong>{deckCountText(summary.data)}</strong>
      {summary.data.dueToday === 0 ? '. ¡Estás al día!' : '. Puedes seguir con otra ronda.'}
    </Typography>
  );
}

/** 'Repaso de hoy': the cards due, graded on the page; each answer is saved as it is given. */
export function ReviewRound({ onDone, Round }: { onDone(): void; Round: ReviewRoundComponent }) {
  const today = useReviewToday();
  const answers = useReviewAnswers();

  if (today.isPending) return <LoadingScreen text="Preparando tu repaso..." />;
  if (today.isError || today.data.cards.length === 0) {
    return (
      <Box sx={{ maxWidth: 720, display: 'grid', gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Repaso de hoy
        </Typography>
        {today.isError ? (
          <QueryError
            what="Error al cargar tu repaso"
            error={today.error}
            onRetry={() => void today.refetch()}
          />
        ) : (
          <Alert severity="success">¡Estás al día! No tienes preguntas pendientes para hoy.</Alert>
        )}
        <Box>
          <Button variant="outlined" onClick={onDone}>
            Volver al repaso
          </Button>
        </Box>
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {answers.error && (
        <Alert
          severity="error"
          sx={{ maxWidth: 820, width: '100%', mx: 'auto', boxSizing: 'border-box' }}
          action={
            answers.unsaved > 0 && (
              <Button color="inherit" size="small" onClick={answers.retry}>
                Reintentar
              </Button>
            )
          }
        >
          No se guardó tu respuesta: {answers.error.message}
        </Alert>
      )}
      <Round
        kind="review"
        autoFocus
        questions={today.data.cards}
        onGraded={answers.report}
        exit={{ label: 'Volver al repaso', onClick: onDone }}
        summaryNote={<DueNote answers={answers} />}
      />
    </Box>
  );
}
