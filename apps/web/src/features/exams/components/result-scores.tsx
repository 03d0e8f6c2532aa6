import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import type { ExamResult } from '@oece/contracts';
import {
  CERTIFICATION_LABELS,
  CERTIFICATION_THRESHOLDS,
  COMPETENCY_LABELS,
  estimateCertification,
  percentCorrect,
  scoreColor,
} from '@oece/domain';

/** Correct over total for each competency, as a labelled bar. */
export function CompetencyScores({ result }: { result: ExamResult }) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1.5, textAlign: 'left' }}
    >
      {result.competencies.map((score) => {
        const share = percentCorrect(score.correct, score.total);
        return (
          <Box component="li" key={score.category}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {COMPETENCY_LABELS[score.category]}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                {score.correct} de {score.total}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={share}
              color={scoreColor(score.correct, score.total)}
              aria-label={`${COMPETENCY_LABELS[score.category]}: ${score.correct} de ${score.total} correctas`}
              sx={{ height: 8, borderRadius: 1, mt: 0.5 }}
            />
          </Box>
        );
      })}
    </Box>
  );
}

const THRESHOLDS_TEXT = [...CERTIFICATION_THRESHOLDS]
  .reverse()
  .map((threshold) => threshold.minCorrect)
  .join(', ')
  .replace(/, (\d+)$/, ' y $1');

/** The certification level a complete exam's score would reach: an estimate, and said so. */
export function CertificationEstimate({ result }: { result: ExamResult }) {
  const estimate = estimateCertification(result.correct, result.total);
  if (!estimate) return null;
  return (
    <Alert
      severity={estimate.level ? 'success' : 'warning'}
      icon={false}
      sx={{ mt: 2, textAlign: 'left' }}
      aria-labelledby="nivel-estimado"
    >
      <Typography id="nivel-estimado" sx={{ fontWeight: 700 }}>
        Nivel estimado:{' '}
        {estimate.level ? CERTIFICATION_LABELS[estimate.level].toLowerCase() : 'no alcanza el nivel básico'}
      </Typography>
      {estimate.next && (
        <Typography variant="body2">
          {estimate.next.missing === 1
            ? 'Te falta 1 respuesta correcta'
            : `Te faltan ${estimate.next.missing} respuestas correctas`}{' '}
          para el {CERTIFICATION_LABELS[estimate.next.level].toLowerCase()}.
        </Typography>
      )}
      <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
        Estimación con los puntajes mínimos publicados de la certificación ({THRESHOLDS_TEXT} correctas de{' '}
        {result.total}); no es un resultado oficial.
      </Typography>
    </Alert>
  );
}
