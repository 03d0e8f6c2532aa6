import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@oece/contracts';
import { LoadingScreen } from '../../../components/loading-screen';
import { QueryError } from '../../../components/query-error';
import { useCanPractice } from '../../../lib/session';
import { useProgress } from '../api/get-progress';
import { HistoryList, PAGE_PARAM } from './history-list';
import { TrendSection } from './trend-section';
import { WeakestTopics } from './weakest-topics';

/** The page of the list in the URL; anything but a whole number from 1 up is the first page. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

function finishedText(count: number): string {
  return count === 1 ? 'Has terminado 1 examen.' : `Has terminado ${count} exámenes.`;
}

function EmptyState() {
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography variant="h6" component="h2">
          Aún no terminas ningún examen
        </Typography>
        <Typography color="text.secondary">
          Cuando termines tu primer examen, aquí verás tu puntaje, tu evolución por competencia y los temas
          que te conviene reforzar.
        </Typography>
        <Button variant="contained" component={Link} to={paths.dashboard.exams}>
          Dar un examen
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * /dashboard/historial: the member's finished exams, the trend per competency and the weakest
 * topics. `examsInProgress`: the way back to a running exam, from features/exams-in-progress
 * (app/pages/history-route.tsx).
 */
export function HistoryPage({ examsInProgress }: { examsInProgress: ReactNode }) {
  const [params] = useSearchParams();
  const page = pageFrom(params.get(PAGE_PARAM));
  const progress = useProgress();
  const canPractise = useCanPractice();

  let content;
  if (progress.isPending) {
    content = <LoadingScreen text="Cargando tu progreso..." />;
  } else if (progress.isError) {
    content = (
      <QueryError
        what="Error al cargar tu progreso"
        error={progress.error}
        onRetry={() => void progress.refetch()}
      />
    );
  } else if (progress.data.finishedExams === 0) {
    content = <EmptyState />;
  } else {
    const { finishedExams, trend, weakestTopics, examsCounted } = progress.data;
    content = (
      <Box sx={{ display: 'grid', gap: 4 }}>
        <Typography color="text.secondary">{finishedText(finishedExams)}</Typography>
        <TrendSection trend={trend} />
        <WeakestTopics topics={weakestTopics} examsCounted={examsCounted} canPractise={canPractise} />
        <HistoryList page={page} />
      </Box>
    );
  }

  return (
    <Box sx={{ maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Mi progreso
      </Typography>
      {examsInProgress}
      {content}
    </Box>
  );
}
