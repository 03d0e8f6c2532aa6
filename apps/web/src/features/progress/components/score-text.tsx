import { Box } from '@mui/material';
import { darken } from '@mui/material/styles';
import { percentCorrect, scoreColor } from '@oece/domain';
import type { ReactNode } from 'react';

/**
 * The score ('correct/total (NN%)' unless told otherwise) in its colour. The text says the score,
 * the colour only repeats it; the dark shades keep AA contrast on white (warning.dark alone does
 * not reach 4.5:1).
 */
export function ScoreText({
  correct,
  total,
  children,
}: {
  correct: number;
  total: number;
  children?: ReactNode;
}) {
  const color = scoreColor(correct, total);
  return (
    <Box
      component="span"
      sx={(theme) => ({
        fontWeight: 700,
        color: color === 'warning' ? darken(theme.palette.warning.dark, 0.2) : theme.palette[color].dark,
      })}
    >
      {children ?? `${correct}/${total} (${percentCorrect(correct, total)}%)`}
    </Box>
  );
}
