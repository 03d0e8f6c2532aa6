import AccessTimeIcon from '@mui/icons-material/AccessTime';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import LockIcon from '@mui/icons-material/Lock';
import QuizIcon from '@mui/icons-material/Quiz';
import TodayIcon from '@mui/icons-material/Today';
import { Button, Card, CardActions, CardContent, Grid, Typography } from '@mui/material';
import { paths } from '@oece/contracts';
import {
  EXAM_TYPE_DEFINITIONS,
  examSummary,
  isMembershipExpired,
  questionCount,
  type ExamType,
} from '@oece/domain';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useHydrated } from '../../../lib/use-hydrated';
import { readTakenVisitorExams } from '../../../lib/visitor-exams';
import { useStartExam } from '../api/start-exam';

// The dialogs load when first asked for: the access code (a visitor's complete exam), the instructions.
const CompleteExamDialog = lazy(async () => ({
  default: (await import('./complete-exam-dialog')).CompleteExamDialog,
}));
const ExamInstructionsDialog = lazy(async () => ({
  default: (await import('./exam-instructions-dialog')).ExamInstructionsDialog,
}));

function summary(type: ExamType): string {
  const definition = EXAM_TYPE_DEFINITIONS[type];
  return examSummary(questionCount(definition.composition), definition.durationSeconds);
}

function ExamCard({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} component="article">
      <CardContent sx={{ flexGrow: 1 }}>
        {icon}
        <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>{action}</CardActions>
    </Card>
  );
}

/**
 * The exams to choose from, each card with its start button: the instructions, for a visitor's
 * complete exam the access code first, then the exam's own page. The interactive part of the
 * exam-selection page (its island for a visitor); what the session says decides what it offers.
 */
export function ExamChoices() {
  const navigate = useNavigate();
  const toast = useToast();
  const { user } = useSession();
  const start = useStartExam();
  // Until the page's code runs, a tap on a start button would do nothing.
  const startable = useHydrated() && !start.isPending;
  const [codeDialogOpen, setCodeDialogOpen] = useState(false);
  const [codeDialogLoaded, setCodeDialogLoaded] = useState(false);
  // The exam the instructions are about; kept after closing so the dialog's text stays while it fades.
  const [pending, setPending] = useState<{ type: ExamType; code?: string } | null>(null);
  const [instructionsOpen, setInstructionsOpen] = useState(false);
  const member = user !== null;
  const active = member && !isMembershipExpired(user.currentMembership?.expiration);

  function showInstructions(type: ExamType, code?: string) {
    setCodeDialogOpen(false);
    setPending({ type, code });
    setInstructionsOpen(true);
  }

  async function begin() {
    if (!pending) return;
    try {
      // A visitor's browser names its earlier exams, so that the draw takes other questions first.
      const { examCode } = await start.mutateAsync(
        member ? pending : { ...pending, previousExams: readTakenVisitorExams() },
      );
      navigate(member ? paths.dashboard.exam(examCode) : paths.exam(examCode));
    } catch (error) {
      setInstructionsOpen(false);
      // A refused code goes back to its dialog, still filled in, to be corrected.
      if (pending.code) setCodeDialogOpen(true);
      toast.show(error instanceof ApiError ? error.message : 'Error al conectar con el servidor', {
        severity: 'error',
        duration: SNACKBAR_MS,
      });
    }
  }

  const rapidType: ExamType = member ? 'RAPID' : 'PUBLIC_RAPID';

  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <ExamCard
            icon={<TodayIcon color="primary" fontSize="large" />}
            title="Pregunta del día"
            text="Una pregunta nueva cada día. Compara tu respuesta con la de otros postulantes."
            action={
              <Button component={Link} to={paths.dailyQuestion} variant="outlined">
                Responder
              </Button>
            }
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <ExamCard
            icon={<AccessTimeIcon color="primary" fontSize="large" />}
            title="Examen rápido"
            text={`${summary(rapidType)}.`}
            action={
              <Button variant="contained" onClick={() => showInstructions(rapidType)} disabled={!startable}>
                Empezar examen rápido
              </Button>
            }
          />
        </Grid>
        {member && (
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <ExamCard
              icon={<QuizIcon color="primary" fontSize="large" />}
              title="Examen parcial"
              text={`${summary('PARTIAL')}.`}
              action={
                <Button variant="contained" onClick={() => showInstructions('PARTIAL')} disabled={!startable}>
                  Empezar examen parcial
                </Button>
              }
            />
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <ExamCard
            icon={
              active ? (
                <FactCheckIcon color="primary" fontSize="large" />
              ) : (
                <LockIcon color="primary" fontSize="large" />
              )
            }
            title="Examen completo"
            text={`${summary('COMPLETE')}, como el examen oficial.${active ? '' : ' Requiere membresía o código de acceso.'}`}
            action={
              <Button
                variant="contained"
                color="secondary"
                onClick={() => {
                  if (member) return showInstructions('COMPLETE');
                  setCodeDialogLoaded(true);
                  setCodeDialogOpen(true);
                }}
                disabled={!startable}
              >
                Empezar examen completo
              </Button>
            }
          />
        </Grid>
      </Grid>
      {codeDialogLoaded && (
        <Suspense fallback={null}>
          <CompleteExamDialog
            open={codeDialogOpen}
            onClose={() => setCodeDialogOpen(false)}
            onValidate={(code) => showInstructions('COMPLETE', code)}
          />
        </Suspense>
      )}
      {pending && (
        <Suspense fallback={null}>
          <ExamInstructionsDialog
            open={instructionsOpen}
            type={pending.type}
            onCancel={() => setInstructionsOpen(false)}
            onStart={() => void begin()}
            busy={start.isPending}
          />
        </Suspense>
      )}
    </>
  );
}
