import { Alert, Box, Button } from '@mui/material';
import { Link, useParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { ApiError } from '../../../lib/api-client';
import { useExamsPath, useSession } from '../../../lib/session';
import { useRememberVisitorExam } from '../../../lib/visitor-exams';
import { useExam } from '../api/get-exam';
import { ExamResults, type MissedRoundComponent } from './exam-results';
import { ExamScreen } from './exam-screen';

/**
 * /examen/{code} and /dashboard/examen/{code}: the exam in progress, then its results. `Round`: the
 * practice round of the results' 'Practicar las que fallé'.
 */
export function ExamPage({ Round }: { Round: MissedRoundComponent }) {
  const { examCode } = useParams();
  const examsPath = useExamsPath();
  const { status } = useSession();
  const query = useExam(examCode ?? '');
  useRememberVisitorExam(examCode, query);

  if (!examCode) return <Alert severity="error">Código de examen no encontrado</Alert>;
  if (query.isPending) return <LoadingScreen text="Cargando examen..." />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Box sx={{ maxWidth: 600, mx: 'auto', px: 2, py: 4, display: 'grid', gap: 2 }}>
        <Alert severity="error">
          {query.error instanceof ApiError && !query.error.isNetwork
            ? query.error.message
            : 'Error al cargar el examen'}
        </Alert>
        {/* A wrong or foreign code cannot load on a retry; a failed connection can. */}
        {!notFound && (
          <Button variant="contained" onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        )}
        <Button variant="outlined" component={Link} to={examsPath}>
          Volver a exámenes
        </Button>
      </Box>
    );
  }
  const { exam } = query.data;
  // The running exam lays itself out (focus mode: no layout around it).
  if (exam.status !== 'FINISHED') return <ExamScreen key={exam.code} exam={exam} />;
  // The dashboard layout pads its content already; the public one does not.
  return (
    <Box sx={{ px: status === 'authenticated' ? 0 : 2 }}>
      <ExamResults exam={exam} examsPath={examsPath} Round={Round} />
    </Box>
  );
}
