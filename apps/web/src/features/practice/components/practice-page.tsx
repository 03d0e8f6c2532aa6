import { Alert, Box, Button, Typography } from '@mui/material';
import { paths, type PracticeQuestion, type PracticeRequest } from '@oece/contracts';
import { isCompetency, isPracticeSize } from '@oece/domain';
import { useMemo, type ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { ApiError } from '../../../lib/api-client';
import { usePracticeQuestions } from '../api/get-practice-questions';

/**
 * The round that asks the questions drawn: features/practice-round's, handed in by the app
 * (app/pages/practice-route.tsx), which also takes each answer into the member's review deck.
 */
type PracticeRoundComponent = ComponentType<{ questions: PracticeQuestion[] }>;

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

const LOAD_ERROR = 'Error al cargar las preguntas. Escríbenos para que lo resolvamos.';

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
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        Modo práctica
      </Typography>
      <Alert severity={severity}>{message}</Alert>
      <Button variant="contained" component={Link} to={paths.dashboard.exams}>
        {action}
      </Button>
    </Box>
  );
}

function PracticeSession({ request, Round }: { request: PracticeRequest; Round: PracticeRoundComponent }) {
  const query = usePracticeQuestions(request);
  if (query.isPending) return <LoadingScreen text="Cargando modo práctica..." />;
  if (query.isError) {
    return <Notice severity="error" message={loadErrorMessage(query.error)} action="Volver a exámenes" />;
  }
  return (
    // The round may bring a notice above it (its answers not yet in the review deck).
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Round questions={query.data.questions} />
    </Box>
  );
}

/** /dashboard/practica: a round of graded questions from the competencies chosen in the panel. */
export function PracticePage({ Round }: { Round: PracticeRoundComponent }) {
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
  return <PracticeSession key={location.key} request={request} Round={Round} />;
}
