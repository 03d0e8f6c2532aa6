import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { DailyStats } from '@oece/contracts';
import { ALTERNATIVE_LETTERS } from '@oece/domain';
import { percentOf } from '../../../lib/percent-of';
import { CHART_HEIGHT } from './daily-stats';

/** Share of participants per alternative: the key in green, the person's wrong answer in red. */
export default function DailyStatsChart({
  stats,
  correctAlternative,
}: {
  stats: DailyStats;
  correctAlternative: number;
}) {
  const { palette } = useTheme();
  const letters = stats.answers.map((_, option) => `${ALTERNATIVE_LETTERS[option]})`);
  const percentages = stats.answers.map((count) => percentOf(count, stats.totalParticipants));
  const colors = stats.answers.map((_, option) => {
    if (option === correctAlternative) return palette.success.main;
    if (option === stats.userAnswer) return palette.error.main;
    return palette.primary.main;
  });
  const percent = (value: number | null) => (value === null ? '' : `${value}%`);
  return (
    <BarChart
      height={CHART_HEIGHT}
      // Without a width the chart fills its box and redraws when the box is resized.
      xAxis={[
        {
          scaleType: 'band',
          data: letters,
          colorMap: { type: 'ordinal', values: letters, colors },
          label: 'Alternativa',
        },
      ]}
      yAxis={[{ min: 0, max: 100, tickNumber: 5, valueFormatter: percent, width: 48 }]}
      series={[{ data: percentages, label: 'Participantes', valueFormatter: percent }]}
      hideLegend
      // Hidden from screen readers (a list beside it says the same): the keyboard skips it too.
      disableKeyboardNavigation
      margin={{ left: 8, right: 8 }}
    />
  );
}
