import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@oece/contracts';
import { passMark } from '@oece/domain';
import { PassLine } from '../../../components/pass-line';

/** A practice of chosen questions, or the review deck's round of the day. */
export type RoundKind = 'practice' | 'review';

/** The summary's way back: a link, or an action of the page that shows the round. */
export type RoundExit = { label: string; to: string } | { label: string; onClick(): void };

const DEFAULT_EXIT: RoundExit = { label: 'Volver a exámenes', to: paths.dashboard.exams };

const TITLES: Record<RoundKind, string> = {
  practice: 'Práctica completada',
  review: 'Repaso completado',
};

export function PracticeSummary({
  kind,
  correct,
  total,
  exit = DEFAULT_EXIT,
  note,
  onRetry,
}: {
  kind: RoundKind;
  correct: number;
  total: number;
  exit?: RoundExit;
  note?: ReactNode;
  /** Starts a round of the questions answered wrong; absent when there were none. */
  onRetry?: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The question that had focus is gone: hand it to the result so keyboard and screen-reader
  // users land on it.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const exitVariant = onRetry ? 'outlined' : 'contained';
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto' }}>
      <CardContent sx={{ display: 'grid', gap: 1, justifyItems: 'center', textAlign: 'center' }}>
        <Typography
          ref={heading}
          tabIndex={-1}
          variant="h5"
          component="h1"
          sx={{ fontWeight: 700, outline: 'none' }}
        >
          {TITLES[kind]}
        </Typography>
        <Typography aria-hidden sx={{ fontSize: '3rem', fontWeight: 800, lineHeight: 1.2 }}>
          {correct}/{total}
        </Typography>
        <Typography>
          Respondiste correctamente {correct} de {total} {total === 1 ? 'pregunta' : 'preguntas'}.
        </Typography>
        {/* The deck's round goes back over mistakes: no line to pass there. */}
        {kind === 'practice' && <PassLine correct={correct} mark={passMark('PRACTICE', total)} />}
        {note}
        <Box
          sx={{
            mt: 1,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: 1,
            width: '100%',
            '& > *': { flex: { xs: '1 1 100%', sm: '0 1 auto' } },
          }}
        >
          {onRetry && (
            <Button variant="contained" onClick={onRetry}>
              Practicar las que fallé
            </Button>
          )}
          {'to' in exit ? (
            <Button variant={exitVariant} component={Link} to={exit.to}>
              {exit.label}
            </Button>
          ) : (
            <Button variant={exitVariant} onClick={exit.onClick}>
              {exit.label}
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
