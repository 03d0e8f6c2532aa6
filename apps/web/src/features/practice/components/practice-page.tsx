import { Alert, Box, Button } from '@mui/material';
import type { PracticeRequest } from '@oece/contracts';
import { isCompetency, isPracticeSize } from '@oece/domain';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useReviewAnswers } from '../../../lib/review-deck/answer-review';
import { usePracticeQuestions } from '../api/get-practice-questions';
import { PracticeRound } from '../../../components/practice-round/practice-round';

/**
 * The practice panel of the exam selection navigates here with
 * `{ selectedTopics, questionsPerTopic, total }` as state. A reload keeps it (it lives in the
 * history entry); a typed URL has none. The server validates again.
 */
function readPracticeRequest(state: unknown): PracticeRequest | null {
  const { selectedTopics, questionsPerTopic } = (state ?? {}) as {
    selectedTopics?: unknown;
    questionsPerTopic?: unknown;
  };
  if (!Array.isArray(selectedTopics) || selectedTopics.length === 0 || !isPracticeSize(questionsPerTopic))
    return null;
  const categories = [...new Set(selectedTopics)];
  if (
    !categories.every(
      (item): item is PracticeRequest['categories'][number] => typeof item === 'string' && isCompetency(item),
    )
  ) {
    return null;
  }
  return { categories, questionsPerCategory: questionsPerTopic };
}

const LOAD_ERROR = 'Error al cargar las preguntas, contacte con el administrador';

/** A bank too small for the choice (409) is a gap only an administrator can fill: LOAD_ERROR. */
function loadErrorMessage(error: Error): string {
  // Plan and membership refusals carry their own explanation for the member.
  if (error instanceof ApiError && (error.code === 'PLAN_REQUIRED' || error.code === 'MEMBERSHIP_EXPIRED')) {
    return error.message;
  }
  return LOAD_ERROR;
}

function Notice({
  severity,
  message,
  action,
}: {
  severity: 'info' | 'error';
  message: string;
  action: string;
}) {
  return (
    <Box sx={{ maxWidth: 600, mx: 'auto', py: 2, display: 'grid', gap: 2 }}>
      <Alert severity={severity}>{message}</Alert>
      <Button variant="contained" component={Link} to={paths.dashboard.exams}>
        {action}
      </Button>
    </Box>
  );
}

function PracticeSession({ request }: { request: PracticeRequest }) {
  const query = usePracticeQuestions(request);
  const answers = useReviewAnswers();
  if (query.isPending) return <LoadingScreen text="Cargando modo práctica..." />;
  if (query.isError) {
    return <Notice severity="error" message={loadErrorMessage(query.error)} action="Volver a exámenes" />;
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {/* Practising goes on regardless: the deck only misses what could not be saved. */}
      {answers.error && answers.unsaved > 0 && (
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
      )}
      <PracticeRound questions={query.data.questions} onGraded={answers.report} />
    </Box>
  );
}

/** /dashboard/practica: a round of graded questions from the competencies chosen in the panel. */
export function PracticePage() {
  const location = useLocation();
  const request = useMemo(() => readPracticeRequest(location.state), [location.state]);
  if (!request) {
    return (
      <Notice
        severity="info"
        message="Elige las competencias en el panel de práctica."
        action="Ir al panel de práctica"
      />
    );
  }
  // Every visit from the panel starts a fresh round, even with the same choice.
  return <PracticeSession key={location.key} request={request} />;
}
