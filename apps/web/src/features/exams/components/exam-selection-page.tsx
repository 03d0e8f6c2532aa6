import AccessTimeIcon from '@mui/icons-material/AccessTime';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import LockIcon from '@mui/icons-material/Lock';
import QuizIcon from '@mui/icons-material/Quiz';
import TodayIcon from '@mui/icons-material/Today';
import { Alert, Box, Button, Card, CardActions, CardContent, Grid, Typography } from '@mui/material';
import {
  COMPETENCIES,
  COMPETENCY_LABELS,
  EXAM_TYPE_DEFINITIONS,
  examSummary,
  greeting,
  isMembershipExpired,
  questionCount,
  type ExamType,
} from '@oece/domain';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@oece/contracts';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { useSettings } from '../../../config/settings';
import { ApiError } from '../../../lib/api-client';
import { useCanPractice, useSession } from '../../../lib/session';
import { useHydrated } from '../../../lib/use-hydrated';
import { readTakenVisitorExams } from '../../../lib/visitor-exams';
import { BallotDownloads } from './ballot-downloads';
import { useStartExam } from '../api/start-exam';
import { PracticePanel } from './practice-panel';

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
 * /examen for visitors and /dashboard/examen for members. `examsInProgress`: the way back to a
 * running exam, from features/exams-in-progress (app/pages/exam-selection-route.tsx).
 */
export function ExamSelectionPage({ examsInProgress }: { examsInProgress: ReactNode }) {
  const settings = useSettings();
  const { brand } = settings;
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
  const membership = user?.currentMembership;
  const active = member && !isMembershipExpired(membership?.expiration);
  const canPractise = useCanPractice();

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
  const practice = (
    <Grid size={{ xs: 12, md: 6 }}>
      <PracticePanel allowed={canPractise} />
    </Grid>
  );
  const showVideos = brand.paidOffer && (settings.demoVideos.exam || settings.demoVideos.explanation);

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', py: { xs: 2, md: 3 }, px: member ? 0 : 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {member
          ? `${greeting()}, ${[user.firstName, user.lastName].filter(Boolean).join(' ') || user.username}`
          : 'Dar examen'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Elige un examen. El tiempo corre desde que empiezas y tus respuestas se guardan al instante.
      </Typography>
      {examsInProgress}
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

      <Grid container spacing={2} sx={{ mt: 1 }}>
        {/* A member who can practise came for it: on a phone it comes before the information. */}
        {brand.premiumExtras && canPractise && practice}
        <Grid size={{ xs: 12, md: brand.premiumExtras ? 6 : 12 }}>
          <Card component="section" aria-labelledby="complete-info-title" sx={{ height: '100%' }}>
            <CardContent>
              <Typography id="complete-info-title" variant="h6" component="h2">
                Sobre el examen completo
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                Reproduce el examen de certificación:{' '}
                {questionCount(EXAM_TYPE_DEFINITIONS.COMPLETE.composition)} preguntas en{' '}
                {EXAM_TYPE_DEFINITIONS.COMPLETE.durationSeconds / 3600} horas, repartidas por competencia:
              </Typography>
              <Box component="ul" sx={{ mt: 0 }}>
                {COMPETENCIES.map((competency) => (
                  <li key={competency}>
                    {COMPETENCY_LABELS[competency]}: {EXAM_TYPE_DEFINITIONS.COMPLETE.composition[competency]}{' '}
                    preguntas
                  </li>
                ))}
              </Box>
              <Typography color="text.secondary">
                {active
                  ? 'Con tu membresía tienes intentos ilimitados mientras dure.'
                  : 'Con una membresía activa tienes intentos ilimitados mientras dure; un código de acceso te da un mes.'}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
        {brand.premiumExtras && !canPractise && practice}
      </Grid>

      {brand.premiumExtras && (
        <Box sx={{ mt: 2 }}>
          <BallotDownloads />
        </Box>
      )}

      {showVideos && (
        <Box component="section" aria-labelledby="videos-title" sx={{ mt: 3 }}>
          <Typography id="videos-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            Mira cómo funciona
          </Typography>
          <Grid container spacing={2}>
            {[
              { title: 'Demostración del examen', url: settings.demoVideos.exam },
              { title: 'Demostración de las explicaciones', url: settings.demoVideos.explanation },
            ]
              .filter((video) => video.url)
              .map((video) => (
                <Grid key={video.title} size={{ xs: 12, md: 6 }}>
                  <Box
                    component="iframe"
                    src={video.url!}
                    title={video.title}
                    loading="lazy"
                    allowFullScreen
                    sx={{ width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 1 }}
                  />
                </Grid>
              ))}
          </Grid>
        </Box>
      )}

      {member && !active && (
        <Alert severity="warning" sx={{ mt: 3 }}>
          Tu membresía ha expirado, no puedes dar más exámenes. Escríbenos para renovarla.
        </Alert>
      )}
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
    </Box>
  );
}
