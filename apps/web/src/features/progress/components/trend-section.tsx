import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { ProgressResponse } from '@oece/contracts';
import {
  COMPETENCIES,
  COMPETENCY_LABELS,
  EXAM_TYPE_DEFINITIONS,
  formatDate,
  percentCorrect,
} from '@oece/domain';
import { lazy, Suspense, useId } from 'react';
import type { TrendSeries } from './trend-chart';

// The charts library is large: it loads only for members with a trend to draw.
const TrendChart = lazy(() => import('./trend-chart'));

type Trend = ProgressResponse['trend'];

/** The chart's height, kept by its placeholder while the chart's code loads, so nothing moves. */
const CHART_HEIGHT = 300;

/** One series per competency: its percent correct in each exam, null when the exam had none of it. */
function trendSeries(trend: Trend): TrendSeries[] {
  return COMPETENCIES.map((competency) => ({
    id: competency,
    label: COMPETENCY_LABELS[competency],
    data: trend.map((exam) => {
      const score = exam.competencies.find((item) => item.category === competency);
      return score ? percentCorrect(score.correct, score.total) : null;
    }),
  })).filter((series) => series.data.some((value) => value !== null));
}

const cell = (value: number | null) => (value === null ? 'Sin preguntas' : `${value}%`);

/** The share correct per competency over the last exams: a chart, and the same data as a table. */
export function TrendSection({ trend }: { trend: Trend }) {
  const titleId = useId();
  const captionId = useId();
  const series = trendSeries(trend);
  const examLabels = trend.map(
    (exam, index) =>
      `Examen ${index + 1}: ${EXAM_TYPE_DEFINITIONS[exam.type].name.toLowerCase()} del ${formatDate(exam.finishedAt)}`,
  );
  const latest = series.filter((item) => item.data.at(-1) != null);
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2">
          Tu evolución por competencia
        </Typography>
        {trend.length < 2 ? (
          <Typography color="text.secondary">
            Tu evolución aparecerá aquí cuando termines tu segundo examen.
          </Typography>
        ) : (
          <>
            <Box component="figure" aria-labelledby={captionId} sx={{ m: 0, display: 'grid', gap: 1 }}>
              <Typography id={captionId} component="figcaption" variant="body2" color="text.secondary">
                Porcentaje de respuestas correctas por competencia en tus últimos {trend.length} exámenes, del
                más antiguo al más reciente.
              </Typography>
              <Suspense fallback={<Skeleton variant="rectangular" height={CHART_HEIGHT} />}>
                <Box sx={{ minWidth: 0 }}>
                  <TrendChart examLabels={examLabels} series={series} height={CHART_HEIGHT} />
                </Box>
              </Suspense>
              {/* A table ignores a 1 px width: the box around it hides it without widening the page. */}
              <Box sx={visuallyHidden}>
                <table>
                  <caption>Porcentaje de respuestas correctas por examen y competencia</caption>
                  <thead>
                    <tr>
                      <th scope="col">Examen</th>
                      {series.map((item) => (
                        <th key={item.id} scope="col">
                          {item.label}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {examLabels.map((label, index) => (
                      <tr key={trend[index]!.code}>
                        <th scope="row">{label}</th>
                        {series.map((item) => (
                          <td key={item.id}>{cell(item.data[index] ?? null)}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Box>
            </Box>
            {latest.length > 0 && (
              <Typography>
                En tu último examen:{' '}
                {latest.map((item) => `${item.label} ${cell(item.data.at(-1) ?? null)}`).join(', ')}.
              </Typography>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
