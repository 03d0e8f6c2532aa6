import { Alert, Box, Card, CardContent, Grid, Typography } from '@mui/material';
import {
  COMPETENCIES,
  COMPETENCY_LABELS,
  EXAM_TYPE_DEFINITIONS,
  greeting,
  isMembershipExpired,
  questionCount,
} from '@oece/domain';
import type { ReactNode } from 'react';
import { island } from '../../../app/islands/island';
import { useSettings } from '../../../config/settings';
import { useCanPractice, useSession } from '../../../lib/session';
import { BallotDownloads } from './ballot-downloads';
import { ExamChoices } from './exam-choices';
import { PracticePanel } from './practice-panel';

// What needs code on the page, each its own island for a visitor: the exams to start, the practice
// panel's choices.
const ExamChoicesIsland = island('exam-choices', ExamChoices);
const PracticePanelIsland = island('practice-panel', PracticePanel);

/**
 * /examen for visitors and /dashboard/examen for members. `examsInProgress`: the way back to a
 * running exam, from features/exams-in-progress (app/pages/exam-selection-route.tsx).
 */
export function ExamSelectionPage({ examsInProgress }: { examsInProgress: ReactNode }) {
  const settings = useSettings();
  const { brand } = settings;
  const { user } = useSession();
  const member = user !== null;
  const active = member && !isMembershipExpired(user.currentMembership?.expiration);
  const canPractise = useCanPractice();

  const practice = (
    <Grid size={{ xs: 12, md: 6 }}>
      <PracticePanelIsland allowed={canPractise} />
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
      <ExamChoicesIsland />

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
    </Box>
  );
}
