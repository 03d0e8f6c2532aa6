import { memo } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import { markedText } from './exam-progress';

/** The buttons keep their one line; the text between them wraps instead. */
const KEEP_WIDTH = { flexShrink: 0, whiteSpace: 'nowrap' } as const;
/**
 * The bar's buttons render again only when enabled or disabled: a move changes the count between
 * them, not them. No ripple under a finger (the keyboard's focus still shows one): on a slow phone
 * starting it delays the tap's own work, and the new question shows at once anyway.
 */
const BarButton = memo(Button);

/** The bar's height over the page's bottom edge, so that the page can leave room for it. */
export const BOTTOM_BAR_SPACE = 'calc(80px + env(safe-area-inset-bottom))';

/**
 * Fixed at the bottom, always within a thumb's reach: Anterior, where the candidate is, and
 * Siguiente, disabled on the last question. 'Finalizar examen' is never here (it lives in the
 * header): a tap meant for Siguiente must not land on it.
 * Memoised: the timer's ticks and a tap on an option leave it as it is.
 */
export const ExamBottomBar = memo(function ExamBottomBar({
  number,
  total,
  flagged,
  finishing,
  onPrevious,
  onNext,
}: {
  number: number;
  total: number;
  flagged: number;
  finishing: boolean;
  onPrevious(): void;
  onNext(): void;
}) {
  return (
    <Paper square elevation={8} sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 'appBar' }}>
      <Box
        sx={{
          maxWidth: 820,
          mx: 'auto',
          px: 2,
          pt: 1,
          pb: 'calc(8px + env(safe-area-inset-bottom))',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <BarButton
          variant="outlined"
          onClick={onPrevious}
          disabled={number === 1 || finishing}
          disableTouchRipple
          sx={KEEP_WIDTH}
        >
          Anterior
        </BarButton>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            flex: '1 1 auto',
            minWidth: 0,
            textAlign: 'center',
            fontSize: { xs: '0.8rem', sm: '0.875rem' },
          }}
        >
          {number} / {total} · {markedText(flagged)}
        </Typography>
        <BarButton
          variant="contained"
          onClick={onNext}
          disabled={number === total || finishing}
          disableTouchRipple
          sx={KEEP_WIDTH}
        >
          Siguiente
        </BarButton>
      </Box>
    </Paper>
  );
});
