import { memo } from 'react';
import GridViewIcon from '@mui/icons-material/GridView';
import TimerIcon from '@mui/icons-material/Timer';
import { Alert, Box, Button, Chip, IconButton, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
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

/** The time left; the only part of the header that the timer's ticks render again. */
const TimerChip = memo(function TimerChip({ remaining, tone }: { remaining: number; tone: TimerTone }) {
  return (
    <Chip
      icon={<TimerIcon />}
      label={formatSeconds(remaining)}
      // The name carries the time: a name of its own would hide it from some screen readers.
      aria-label={`Tiempo restante ${formatSeconds(remaining)}`}
      role="timer"
      sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700, ...TONE_SX[tone] }}
    />
  );
});

/** The map's button and 'Finalizar examen': neither a tick nor a move renders them again. */
const HeaderActions = memo(function HeaderActions({
  finishing,
  onOpenMap,
  onFinish,
}: {
  finishing: boolean;
  onOpenMap(): void;
  onFinish(): void;
}) {
  return (
    <>
      <IconButton aria-label="Mapa de preguntas" onClick={onOpenMap} color="primary">
        <GridViewIcon />
      </IconButton>
      <Button
        variant="outlined"
        color="success"
        onClick={onFinish}
        disabled={finishing}
        sx={{ flexShrink: 0, whiteSpace: 'nowrap', bgcolor: 'background.paper' }}
      >
        {finishing ? (
          'Finalizando...'
        ) : (
          // One run of text, so that the space before 'examen' stays; on a phone that word is
          // only heard: the row has no room for it.
          <span>
            Finalizar
            <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden })}>
              {' '}
              examen
            </Box>
          </span>
        )}
      </Button>
    </>
  );
});

/**
 * The exam's header, kept at the top while the question scrolls: number, the time left (not a live
 * region: it would speak every second), the map's button and 'Finalizar examen', which lives here
 * alone, never where 'Siguiente' was a tap earlier; under them the competency, whole (it wraps on a
 * phone). A pacing warning shows under it, announced once.
 * Memoised: a tap on an option or 'Siguiente' leaves it as it is.
 */
export const ExamHeader = memo(function ExamHeader({
  number,
  total,
  category,
  remaining,
  tone,
  timerHidden,
  warning,
  finishing,
  onCloseWarning,
  onOpenMap,
  onFinish,
}: {
  number: number;
  total: number;
  category: string;
  remaining: number;
  tone: TimerTone;
  timerHidden: boolean;
  /** Minutes of the last pacing warning, until closed. */
  warning: number | null;
  finishing: boolean;
  onCloseWarning(): void;
  onOpenMap(): void;
  onFinish(): void;
}) {
  return (
    <Box
      component="header"
      sx={{ position: 'sticky', top: 0, zIndex: 'appBar', bgcolor: 'background.default', py: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography
          aria-label="Número de pregunta"
          sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', mr: 'auto' }}
        >
          {number} / {total}
        </Typography>
        {!timerHidden && <TimerChip remaining={remaining} tone={tone} />}
        <HeaderActions finishing={finishing} onOpenMap={onOpenMap} onFinish={onFinish} />
      </Box>
      <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 600 }}>
        {category}
      </Typography>
      {warning !== null && (
        <Alert severity={warning <= 5 ? 'error' : 'warning'} onClose={onCloseWarning} sx={{ mt: 1 }}>
          Quedan {warning} minutos
        </Alert>
      )}
    </Box>
  );
});
