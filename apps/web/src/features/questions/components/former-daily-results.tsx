import { Box, Card, CardContent, Typography } from '@mui/material';
import type { DailyResults } from '@oece/contracts';
import { ALTERNATIVE_LETTERS, formatDay } from '@oece/domain';
import { useId } from 'react';
import { percentOf } from '../../../lib/percent-of';

/**
 * How everybody answered a former question of the day, as its day ended: how many answered, how many
 * got it right, and the share of each alternative.
 */
export function FormerDailyResults({
  results,
  correctAlternative,
}: {
  results: DailyResults;
  correctAlternative: number;
}) {
  const titleId = useId();
  const total = results.totalParticipants;
  const people = total === 1 ? '1 persona' : `${total} personas`;
  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Pregunta del día del {formatDay(results.day)}
        </Typography>
        <Typography>
          {total === 0
            ? 'Nadie la respondió ese día.'
            : `La respondieron ${people}: el ${percentOf(results.answers[correctAlternative]!, total)}% acertó.`}
        </Typography>
        {total > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {results.answers.map((count, option) => {
              const share = percentOf(count, total);
              const correct = option === correctAlternative;
              return (
                <Box component="li" key={option} sx={{ display: 'grid', gap: 0.5 }}>
                  <Typography variant="body2" sx={{ fontWeight: correct ? 700 : 400 }}>
                    {ALTERNATIVE_LETTERS[option]}) {share}% de los participantes{correct && ' (correcta)'}
                  </Typography>
                  <Box aria-hidden sx={{ height: 8, borderRadius: 1, bgcolor: 'action.hover' }}>
                    <Box
                      sx={{
                        width: `${share}%`,
                        height: '100%',
                        borderRadius: 1,
                        bgcolor: correct ? 'success.main' : 'primary.main',
                      }}
                    />
                  </Box>
                </Box>
              );
            })}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
