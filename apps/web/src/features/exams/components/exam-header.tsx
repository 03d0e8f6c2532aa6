import GridViewIcon from '@mui/icons-material/GridView';
import TimerIcon from '@mui/icons-material/Timer';
import { Alert, Box, Chip, IconButton, Typography } from '@mui/material';
import { darken, type Theme } from '@mui/material/styles';
import { formatSeconds } from '../../../lib/format-seconds';
import type { TimerTone } from './pace';

const TONE_SX = {
  normal: {},
  // Dark text on a pale orange: the filled warning colour with white text fails AA contrast.
  warning: {
    bgcolor: '#fff4e5',
    color: (theme: Theme) => darken(theme.palette.warning.main, 0.6),
    border: 1,
    borderColor: 'warning.main',
    '& .MuiChip-icon': { color: 'inherit' },
  },
  error: { bgcolor: 'error.main', color: 'error.contrastText', '& .MuiChip-icon': { color: 'inherit' } },
} as const;

/**
 * The exam's one-row header, kept at the top while the question scrolls: number, competency,
 * the time left (not a live region: it would speak every second) and the map's button. A pacing
 * warning shows under it, announced once.
 */
export function ExamHeader({
  number,
  total,
  category,
  remaining,
  tone,
  timerHidden,
  warning,
  onCloseWarning,
  onOpenMap,
}: {
  number: number;
  total: number;
  category: string;
  remaining: number;
  tone: TimerTone;
  timerHidden: boolean;
  /** Minutes of the last pacing warning, until closed. */
  warning: number | null;
  onCloseWarning(): void;
  onOpenMap(): void;
}) {
  return (
    <Box
      component="header"
      sx={{ position: 'sticky', top: 0, zIndex: 'appBar', bgcolor: 'background.default', py: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography
          aria-label="Número de pregunta"
          sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
        >
          {number} / {total}
        </Typography>
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Chip label={category} color="primary" variant="outlined" size="small" sx={{ maxWidth: '100%' }} />
        </Box>
        {!timerHidden && (
          <Chip
            icon={<TimerIcon />}
            label={formatSeconds(remaining)}
            // The name carries the time: a name of its own would hide it from some screen readers.
            aria-label={`Tiempo restante ${formatSeconds(remaining)}`}
            role="timer"
            sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700, ...TONE_SX[tone] }}
          />
        )}
        <IconButton aria-label="Mapa de preguntas" onClick={onOpenMap} edge="end" color="primary">
          <GridViewIcon />
        </IconButton>
      </Box>
      {warning !== null && (
        <Alert severity={warning <= 5 ? 'error' : 'warning'} onClose={onCloseWarning} sx={{ mt: 1 }}>
          Quedan {warning} minutos
        </Alert>
      )}
    </Box>
  );
}
