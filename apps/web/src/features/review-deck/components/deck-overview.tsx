import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { REVIEW_ROUND_SIZE, type ReviewSummary, paths } from '@oece/contracts';
import { formatDay, limaDay } from '@oece/domain';
import { useId } from 'react';
import { Link } from 'react-router';

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Typography sx={{ fontSize: '1.1rem' }}>
      {label}:{' '}
      <Box component="strong" sx={{ fontSize: '1.6rem', fontWeight: 800 }}>
        {value}
      </Box>
    </Typography>
  );
}

/** The deck at a glance: what is due today, how big it is, and the way into today's round. */
export function DeckOverview({ summary, onStart }: { summary: ReviewSummary; onStart(): void }) {
  const titleId = useId();
  const { dueToday, queued, total, nextDueAt, newCardsPerDay } = summary;
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id={titleId} variant="h6" component="h2">
          Tu mazo
        </Typography>
        {total === 0 ? (
          <>
            <Typography>
              Aún no tienes preguntas para repasar. Las que respondas mal o dejes en blanco en tus exámenes y
              en el modo práctica aparecerán aquí.
            </Typography>
            <Box>
              <Button variant="contained" component={Link} to={paths.dashboard.exams}>
                Ir a los exámenes
              </Button>
            </Box>
          </>
        ) : (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1 }}>
              <Count label="Para hoy" value={dueToday} />
              {queued > 0 && <Count label="En cola" value={queued} />}
              <Count label="En tu mazo" value={total} />
            </Box>
            {queued > 0 && (
              <Typography variant="body2" color="text.secondary">
                Cada día entran hasta {newCardsPerDay} preguntas nuevas; las demás esperan en cola y entran en
                los días siguientes, en el orden en que llegaron.
              </Typography>
            )}
            {dueToday > 0 ? (
              <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
                <Button
                  variant="contained"
                  size="large"
                  onClick={onStart}
                  sx={{ width: { xs: '100%', sm: 'auto' } }}
                >
                  Repaso de hoy
                </Button>
                {dueToday > REVIEW_ROUND_SIZE && (
                  <Typography variant="body2" color="text.secondary">
                    Cada ronda trae hasta {REVIEW_ROUND_SIZE} preguntas; al terminar puedes seguir con otra.
                  </Typography>
                )}
              </Box>
            ) : (
              <Alert severity="success" role="status">
                ¡Estás al día!
                {nextDueAt && ` Tu próximo repaso es el ${formatDay(limaDay(new Date(nextDueAt)))}.`}
              </Alert>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
