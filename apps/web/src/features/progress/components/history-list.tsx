import {
  Box,
  Button,
  Card,
  CardContent,
  Link as MuiLink,
  Pagination,
  PaginationItem,
  Skeleton,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { paths, type HistoryExam } from '@oece/contracts';
import { COMPETENCY_LABELS, EXAM_TYPE_DEFINITIONS, formatDateAndTime } from '@oece/domain';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { formatSeconds } from '../../../lib/format-seconds';
import { useHistory } from '../api/get-history';
import { ScoreText } from './score-text';

/** The search parameter that keeps the page of the list in the URL (?pagina=2). */
export const PAGE_PARAM = 'pagina';

function pageSearch(page: number): string {
  return page > 1 ? `?${PAGE_PARAM}=${page}` : '';
}

function HistoryItem({ exam }: { exam: HistoryExam }) {
  const name = EXAM_TYPE_DEFINITIONS[exam.type].name;
  const finished = formatDateAndTime(exam.finishedAt);
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent sx={{ display: 'grid', gap: 1, '&:last-child': { pb: 2 } }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {name}
          <Typography component="span" color="text.secondary" sx={{ display: 'block', fontSize: '0.875rem' }}>
            Terminado el <time dateTime={exam.finishedAt}>{finished}</time>
          </Typography>
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
          <Typography>
            Puntaje: <ScoreText correct={exam.correct} total={exam.total} />
          </Typography>
          <Typography color="text.secondary">Tiempo usado: {formatSeconds(exam.timeUsedSeconds)}</Typography>
        </Box>
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.25 }}>
          {exam.competencies.map((score) => (
            <Typography component="li" variant="body2" key={score.category}>
              {COMPETENCY_LABELS[score.category]}: <ScoreText correct={score.correct} total={score.total} />
            </Typography>
          ))}
        </Box>
        <Box>
          <Button component={Link} to={paths.dashboard.exam(exam.code)} variant="outlined" size="small">
            Ver revisión
            <Box component="span" sx={visuallyHidden}>
              {' '}
              del {name.toLowerCase()} terminado el {finished}
            </Box>
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/** The member's finished exams, newest first, a page at a time; the page lives in the URL. */
export function HistoryList({ page }: { page: number }) {
  const history = useHistory(page);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);

  // Another page is chosen at the foot of the list: bring its top into view.
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    titleRef.current?.scrollIntoView({ block: 'start' });
  }, [page]);

  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography
        ref={titleRef}
        id={titleId}
        variant="h6"
        component="h2"
        // The app bar is fixed: a heading scrolled into view must land below it.
        sx={{ scrollMarginTop: 80 }}
      >
        Tus exámenes terminados{data ? ` (${data.total})` : ''}
      </Typography>
      {history.isPending ? (
        <Box sx={{ display: 'grid', gap: 1.5 }} aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={180} />
          ))}
        </Box>
      ) : history.isError ? (
        <QueryError
          what="Error al cargar tus exámenes"
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      ) : (
        <>
          {data!.exams.length === 0 ? (
            <Typography color="text.secondary">
              Esta página no tiene exámenes.{' '}
              <MuiLink component={Link} to={{ search: pageSearch(1) }}>
                Ir a la primera página
              </MuiLink>
            </Typography>
          ) : (
            <Box
              component="ol"
              aria-busy={history.isPlaceholderData}
              sx={{
                p: 0,
                m: 0,
                display: 'grid',
                gap: 1.5,
                opacity: history.isPlaceholderData ? 0.6 : 1,
                transition: 'opacity 150ms',
              }}
            >
              {data!.exams.map((exam) => (
                <HistoryItem key={exam.code} exam={exam} />
              ))}
            </Box>
          )}
          {pages > 1 && (
            <Pagination
              aria-label="Páginas de tus exámenes"
              count={pages}
              page={Math.min(page, pages)}
              siblingCount={0}
              color="primary"
              sx={{ '& ul': { justifyContent: 'center' } }}
              renderItem={(item) => (
                <PaginationItem component={Link} to={{ search: pageSearch(item.page ?? 1) }} {...item} />
              )}
            />
          )}
        </>
      )}
    </Box>
  );
}
