import { Alert, Box, Button } from '@mui/material';
import { EXAM_TYPE_DEFINITIONS } from '@oece/domain';
import { Link } from 'react-router';
import { paths } from '@oece/contracts';
import { useSession } from '../../../lib/session';
import { useExamsInProgress } from '../api/get-exams-in-progress';

/** Whole minutes, as the notice is refreshed once a minute. */
function minutesLeft(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'queda 1 minuto' : `quedan ${minutes} minutos`;
}

/** Whoever left an exam running (the menu, a closed tab) finds the way back here. */
export function ExamsInProgress() {
  const member = useSession().status === 'authenticated';
  const running = useExamsInProgress();
  const exams = running.data?.exams ?? [];
  if (exams.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 3 }}>
      {exams.map((exam) => (
        <Alert
          key={exam.code}
          severity="warning"
          action={
            <Button
              component={Link}
              to={member ? paths.dashboard.exam(exam.code) : paths.exam(exam.code)}
              color="inherit"
              size="small"
            >
              Continuar examen
            </Button>
          }
        >
          Tienes un {EXAM_TYPE_DEFINITIONS[exam.type].name.toLowerCase()} en curso:{' '}
          {minutesLeft(exam.remainingSeconds)}.
        </Alert>
      ))}
    </Box>
  );
}
