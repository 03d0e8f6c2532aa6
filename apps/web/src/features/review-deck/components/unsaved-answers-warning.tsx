import { Alert, Button } from '@mui/material';
import type { ReviewAnswers } from '../api/answer-review';

/**
 * Over a practice round whose answers go into the deck, once some could not be saved. Practising
 * goes on regardless: the deck only misses what could not be saved.
 */
export function UnsavedAnswersWarning({ answers }: { answers: ReviewAnswers }) {
  if (!answers.error || answers.unsaved === 0) return null;
  return (
    <Alert
      severity="warning"
      sx={{ maxWidth: 820, width: '100%', mx: 'auto', boxSizing: 'border-box' }}
      action={
        <Button color="inherit" size="small" onClick={answers.retry}>
          Reintentar
        </Button>
      }
    >
      Tus últimas respuestas aún no llegan a tu repaso de errores.
    </Alert>
  );
}
