import { Box, Button, Paper, Typography } from '@mui/material';
import { markedText } from './exam-progress';

/** The buttons keep their one line; the text between them wraps instead. */
const KEEP_WIDTH = { flexShrink: 0, whiteSpace: 'nowrap' } as const;

/** The bar's height over the page's bottom edge, so that the page can leave room for it. */
export const BOTTOM_BAR_SPACE = 'calc(80px + env(safe-area-inset-bottom))';

/**
 * Fixed at the bottom, always within a thumb's reach: Anterior, where the candidate is, and
 * Siguiente or, on the last question and at 00:00, Finalizar examen.
 */
export function ExamBottomBar({
  number,
  total,
  flagged,
  last,
  finishing,
  onPrevious,
  onNext,
  onFinish,
}: {
  number: number;
  total: number;
  flagged: number;
  /** The last question, or the time is over: the way out instead of the way on. */
  last: boolean;
  finishing: boolean;
  onPrevious(): void;
  onNext(): void;
  onFinish(): void;
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
        <Button variant="outlined" onClick={onPrevious} disabled={number === 1 || finishing} sx={KEEP_WIDTH}>
          Anterior
        </Button>
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
        {/* Distinct keys: focus on Siguiente must not carry over, or Enter held down would finish. */}
        {last ? (
          <Button
            key="finish"
            variant="contained"
            color="success"
            onClick={onFinish}
            disabled={finishing}
            sx={KEEP_WIDTH}
          >
            {finishing ? 'Finalizando...' : 'Finalizar examen'}
          </Button>
        ) : (
          <Button key="next" variant="contained" onClick={onNext} disabled={finishing} sx={KEEP_WIDTH}>
            Siguiente
          </Button>
        )}
      </Box>
    </Paper>
  );
}
