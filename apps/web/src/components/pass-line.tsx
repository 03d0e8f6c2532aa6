import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Typography } from '@mui/material';
import { PASS_PERCENT, percentCorrect, scoreColor, type PassMark } from '@oece/domain';

/** '6 de 15 correctas (40%)'. */
export function passLineText({ minCorrect, total }: PassMark): string {
  return `${minCorrect} de ${total} correctas (${percentCorrect(minCorrect, total)}%)`;
}

/** Where the line comes from: the certification's published minimum, or the simulator's own reference. */
export function passLineSource({ source }: PassMark): string {
  return source === 'CERTIFICATION'
    ? 'Es el puntaje mínimo publicado del nivel básico de la certificación.'
    : `Es la referencia del simulador (el ${PASS_PERCENT}% de las preguntas): solo el examen completo se mide con los puntajes publicados de la certificación.`;
}

/**
 * A result's share of correct answers against the line it is measured by (passMark): a bar with the
 * line marked on it, and the same in words (the bar only repeats them).
 */
export function PassLine({ correct, mark }: { correct: number; mark: PassMark }) {
  const percent = percentCorrect(correct, mark.total);
  const reached = correct >= mark.minCorrect;
  return (
    <Box sx={{ mt: 2, width: '100%', display: 'grid', gap: 0.75 }}>
      <Typography sx={{ fontWeight: 700 }}>{percent}% de respuestas correctas</Typography>
      <Box aria-hidden sx={{ position: 'relative', height: 10, my: 0.5 }}>
        <Box sx={{ height: '100%', borderRadius: 1, bgcolor: 'grey.300', overflow: 'hidden' }}>
          <Box
            sx={{ height: '100%', width: `${percent}%`, bgcolor: `${scoreColor(correct, mark.total)}.main` }}
          />
        </Box>
        <Box
          sx={{
            position: 'absolute',
            top: -5,
            bottom: -5,
            width: 3,
            left: `${(mark.minCorrect / mark.total) * 100}%`,
            transform: 'translateX(-50%)',
            bgcolor: 'text.primary',
          }}
        />
      </Box>
      <Typography variant="body2">
        <strong>Línea de aprobación:</strong> {passLineText(mark)} ·{' '}
        <Box
          component="span"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            verticalAlign: 'bottom',
            fontWeight: 700,
            color: reached ? 'success.dark' : 'error.dark',
          }}
        >
          {reached ? (
            <CheckCircleIcon aria-hidden fontSize="small" />
          ) : (
            <CancelIcon aria-hidden fontSize="small" />
          )}
          {reached ? 'alcanzada' : 'no alcanzada'}
        </Box>
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {passLineSource(mark)}
      </Typography>
    </Box>
  );
}
