import { LineChart } from '@mui/x-charts/LineChart';
import type { MarkShape } from '@mui/x-charts/models';

export interface TrendSeries {
  id: string;
  label: string;
  /** Percent correct per exam; null where the exam had no question of the competency. */
  data: (number | null)[];
}

// Dark enough for 3:1 against white (non-text contrast), told apart by their marks too.
const STYLES: { color: string; shape: MarkShape }[] = [
  { color: '#1565c0', shape: 'circle' },
  { color: '#b45309', shape: 'square' },
  { color: '#6a1b9a', shape: 'triangle' },
];

const percent = (value: number | null) => (value === null ? 'sin preguntas' : `${value}%`);

/**
 * Percent correct per competency over the last exams, oldest first. Decorative for assistive
 * technology: the section around it gives the same data as a table.
 */
export default function TrendChart({
  examLabels,
  series,
  height,
}: {
  examLabels: string[];
  series: TrendSeries[];
  height: number;
}) {
  const positions = examLabels.map((_, index) => index);
  return (
    <LineChart
      height={height}
      // Without a width the chart fills its box and redraws when the box is resized.
      xAxis={[
        {
          scaleType: 'point',
          data: positions,
          label: 'Examen',
          valueFormatter: (index: number, context) =>
            context.location === 'tick' ? String(index + 1) : (examLabels[index] ?? ''),
        },
      ]}
      yAxis={[{ min: 0, max: 100, tickNumber: 5, valueFormatter: (value: number) => `${value}%`, width: 48 }]}
      series={series.map((item, index) => ({
        id: item.id,
        label: item.label,
        data: item.data,
        color: STYLES[index % STYLES.length]!.color,
        shape: STYLES[index % STYLES.length]!.shape,
        showMark: true,
        labelMarkType: 'line+mark',
        connectNulls: true,
        valueFormatter: percent,
      }))}
      grid={{ horizontal: true }}
      margin={{ left: 8, right: 16 }}
    />
  );
}
