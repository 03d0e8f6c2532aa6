import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import SearchIcon from '@mui/icons-material/Search';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  CircularProgress,
  FormControlLabel,
  IconButton,
  InputAdornment,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import {
  QUESTION_PAGE_SIZES,
  QUESTION_SORTS,
  type AdminQuestion,
  type QuestionFilter,
  type QuestionSort,
  paths,
} from '@oece/contracts';
import {
  COMPETENCY_LABELS,
  formatDateAndTime,
  isCompetency,
  QUESTION_LEVEL_LABELS,
  QUESTION_LEVELS,
  QUESTION_STATUSES,
  TOPICS,
  topicsOf,
  type QuestionLevel,
  type QuestionStatus,
} from '@oece/domain';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useComputeStatistics } from '../api/compute-statistics';
import { useQuestions, type QuestionsListQuery } from '../api/get-questions';
import { useUpdateQuestion } from '../api/update-question';
import { ExportMenu } from './export-menu';
import { percent, QuestionDetails } from './question-details';
import { LevelsSummary } from './levels-summary';
import { competencyOptions, levelOptions, statusOptions, topicOptions } from './question-fields';
import { QuestionHistoryDialog } from './question-history';

const SEARCH_DEBOUNCE_MS = 250;

/** A filter left empty reads 'Todas' or 'Todos' instead of an empty box. */
const ALL_SHOWN = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

const SORT_LABELS: Record<QuestionSort, string> = {
  id: 'Número',
  recent: 'Últimas modificadas',
  facility: 'Facilidad (menor primero)',
  discrimination: 'Discriminación (menor primero)',
  presented: 'Más presentadas',
  reports: 'Reportes abiertos',
};

/** The list's filters, sort and page live in the address: a reload or a way back keeps them. */
function useListQuery(): [QuestionsListQuery, (change: Partial<QuestionsListQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const status = params.get('status') ?? '';
  const level = params.get('level') ?? '';
  const sort = params.get('sort') ?? '';
  const pageSize = Number(params.get('pageSize'));
  const query: QuestionsListQuery = {
    category: isCompetency(category) ? category : undefined,
    topic: params.get('topic') || undefined,
    status: (QUESTION_STATUSES as readonly string[]).includes(status)
      ? (status as QuestionStatus)
      : undefined,
    level: (QUESTION_LEVELS as readonly string[]).includes(level) ? (level as QuestionLevel) : undefined,
    search: params.get('search') ?? '',
    review: params.get('review') === 'true' || undefined,
    sort: (QUESTION_SORTS as readonly string[]).includes(sort) ? (sort as QuestionSort) : 'id',
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: (QUESTION_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : 25,
  };
  function change(next: Partial<QuestionsListQuery>) {
    const merged = { ...query, page: 1, ...next };
    const entries = Object.entries(merged).filter(
      ([key, value]) =>
        value !== undefined && value !== '' && value !== false && !(key === 'page' && value === 1),
    );
    setParams(new URLSearchParams(entries.map(([key, value]) => [key, String(value)])), { replace: true });
  }
  return [query, change];
}

function StatusSelect({ question }: { question: AdminQuestion }) {
  const update = useUpdateQuestion();
  const toast = useToast();
  async function change(status: QuestionStatus) {
    try {
      const saved = await update.mutateAsync({ id: question.id, status });
      toast.show(saved.message, { severity: 'success', duration: SNACKBAR_MS });
    } catch (error) {
      toast.show(`Error al cambiar el estado de la pregunta: ${(error as Error).message}`, {
        severity: 'error',
        duration: SNACKBAR_MS,
      });
    }
  }
  return (
    <TextField
      select
      size="small"
      value={question.status}
      disabled={update.isPending}
      onChange={(event) => void change(event.target.value as QuestionStatus)}
      // Without a visible label MUI names the box by its own value ('Activo'): name it by the question.
      slotProps={{
        select: {
          SelectDisplayProps: {
            'aria-label': `Estado de la pregunta #${question.id}`,
            'aria-labelledby': undefined,
          },
        },
      }}
      sx={{ minWidth: 130 }}
    >
      {statusOptions}
    </TextField>
  );
}

/** Facility and warnings beside the stem: what calls for a look before unfolding the row. */
function Signals({ question }: { question: AdminQuestion }) {
  const flagged = (question.stats?.flags.length ?? 0) > 0;
  if (!question.stats && question.openReports === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
      {question.stats && (
        <Chip size="small" variant="outlined" label={`Facilidad ${percent(question.stats.facility)}`} />
      )}
      {flagged && <Chip size="small" color="warning" label="Para revisar" />}
      {question.openReports > 0 && (
        <Chip
          size="small"
          color="error"
          label={`${question.openReports} reporte${question.openReports > 1 ? 's' : ''}`}
        />
      )}
    </Box>
  );
}

function ExpandButton({
  question,
  open,
  onToggle,
}: {
  question: AdminQuestion;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <IconButton
      size="small"
      onClick={onToggle}
      aria-expanded={open}
      aria-label={`${open ? 'Ocultar' : 'Ver'} detalle de la pregunta #${question.id}`}
    >
      {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
    </IconButton>
  );
}

// A row's details open at once, without a folding animation: their buttons work as soon as they show.
function QuestionRow({ question, onHistory }: { question: AdminQuestion; onHistory: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <TableRow hover sx={{ '& > td': { borderBottom: open ? 'none' : undefined } }}>
        <TableCell padding="checkbox">
          <ExpandButton question={question} open={open} onToggle={() => setOpen((value) => !value)} />
        </TableCell>
        <TableCell>{question.id}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          {COMPETENCY_LABELS[question.category]}
          <Typography variant="body2" color="text.secondary">
            Tema {question.topic} · {QUESTION_LEVEL_LABELS[question.level]}
          </Typography>
        </TableCell>
        <TableCell>
          <Typography
            variant="body2"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {question.question}
          </Typography>
          <Signals question={question} />
        </TableCell>
        <TableCell>
          <StatusSelect question={question} />
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={5} sx={{ py: 0, borderBottom: open ? undefined : 'none' }}>
          {open && <QuestionDetails question={question} onHistory={onHistory} />}
        </TableCell>
      </TableRow>
    </>
  );
}

function QuestionCard({ question, onHistory }: { question: AdminQuestion; onHistory: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Card role="listitem">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography sx={{ fontWeight: 700 }}>
            #{question.id} · {COMPETENCY_LABELS[question.category]} · {question.topic} ·{' '}
            {QUESTION_LEVEL_LABELS[question.level]}
          </Typography>
          <ExpandButton question={question} open={open} onToggle={() => setOpen((value) => !value)} />
        </Box>
        {!open && (
          <Typography
            variant="body2"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {question.question}
          </Typography>
        )}
        <Signals question={question} />
        <StatusSelect question={question} />
        {open && <QuestionDetails question={question} onHistory={onHistory} />}
      </CardContent>
    </Card>
  );
}

function Filters({
  query,
  onChange,
}: {
  query: QuestionsListQuery;
  onChange: (change: Partial<QuestionsListQuery>) => void;
}) {
  const [search, setSearch] = useState(query.search ?? '');
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const current = (query.search ?? '').trim();
  useEffect(() => {
    // Once the address holds the text, the two agree and nothing more happens.
    if (debounced.trim() !== current) onChange({ search: debounced });
  }, [debounced, current, onChange]);
  const topics = query.category ? topicsOf(query.category) : TOPICS;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1.6fr 0.8fr 0.8fr 1fr' },
        mb: 2,
      }}
    >
      <TextField
        select
        size="small"
        label="Competencia"
        slotProps={ALL_SHOWN}
        value={query.category ?? ''}
        onChange={(event) =>
          onChange({
            category: (event.target.value || undefined) as QuestionFilter['category'],
            topic: undefined,
          })
        }
      >
        <MenuItem value="">Todas</MenuItem>
        {competencyOptions}
      </TextField>
      <TextField
        select
        size="small"
        label="Tema"
        slotProps={ALL_SHOWN}
        value={query.topic ?? ''}
        onChange={(event) => onChange({ topic: event.target.value || undefined })}
      >
        <MenuItem value="">Todos</MenuItem>
        {topicOptions(topics)}
      </TextField>
      <TextField
        select
        size="small"
        label="Estado"
        slotProps={ALL_SHOWN}
        value={query.status ?? ''}
        onChange={(event) =>
          onChange({ status: (event.target.value || undefined) as QuestionStatus | undefined })
        }
      >
        <MenuItem value="">Todos</MenuItem>
        {statusOptions}
      </TextField>
      <TextField
        select
        size="small"
        label="Nivel"
        slotProps={ALL_SHOWN}
        value={query.level ?? ''}
        onChange={(event) =>
          onChange({ level: (event.target.value || undefined) as QuestionLevel | undefined })
        }
      >
        <MenuItem value="">Todos</MenuItem>
        {levelOptions}
      </TextField>
      <TextField
        select
        size="small"
        label="Ordenar por"
        value={query.sort}
        onChange={(event) => onChange({ sort: event.target.value as QuestionSort })}
      >
        {QUESTION_SORTS.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="Buscar en el enunciado o por número (#123)"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ gridColumn: { sm: 'span 2', md: 'span 4' } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={query.review ?? false}
            onChange={(event) => onChange({ review: event.target.checked || undefined })}
          />
        }
        label="Solo para revisar"
      />
    </Box>
  );
}

function StatisticsBar({ computedAt, examsCounted }: { computedAt?: string; examsCounted?: number }) {
  const compute = useComputeStatistics();
  const toast = useToast();
  async function refresh() {
    try {
      const result = await compute.mutateAsync();
      const { examsCounted: exams, questionsFlagged } = result.statistics;
      toast.show(`${result.message}: ${exams} exámenes, ${questionsFlagged} preguntas para revisar`, {
        severity: 'success',
        duration: SNACKBAR_MS,
      });
    } catch (error) {
      toast.show(`Error al actualizar las estadísticas: ${(error as Error).message}`, {
        severity: 'error',
        duration: SNACKBAR_MS,
      });
    }
  }
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
        {computedAt
          ? `Estadísticas de ${examsCounted} exámenes terminados, calculadas el ${formatDateAndTime(computedAt)}.`
          : 'Aún no se han calculado las estadísticas de las preguntas.'}
      </Typography>
      <Button size="small" onClick={() => void refresh()} disabled={compute.isPending}>
        {compute.isPending ? 'Calculando…' : 'Actualizar estadísticas'}
      </Button>
    </Box>
  );
}

/** The bank as administrators run it: filters, one page at a time, status saved at once. */
export function QuestionsPage() {
  const [query, change] = useListQuery();
  const questions = useQuestions(query);
  const table = useMediaQuery('(min-width:720px)');
  const [historyOf, setHistoryOf] = useState<number | null>(null);
  const list = questions.data?.questions ?? [];
  const total = questions.data?.total ?? 0;
  const filter: QuestionFilter = {
    category: query.category,
    topic: query.topic,
    status: query.status,
    level: query.level,
    search: query.search,
    review: query.review,
  };
  const filtered = Object.values(filter).some((value) => value !== undefined && value !== '');

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Button component={Link} to={paths.admin.users} startIcon={<ArrowBackIcon />}>
          Volver
        </Button>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          Preguntas
        </Typography>
        <ExportMenu filter={filter} />
        <Button component={Link} to={paths.admin.importQuestions} startIcon={<UploadFileIcon />}>
          Importar
        </Button>
        <Button variant="contained" component={Link} to={paths.admin.createQuestion} startIcon={<AddIcon />}>
          Crear pregunta
        </Button>
      </Box>
      <Filters query={query} onChange={change} />
      <StatisticsBar
        computedAt={questions.data?.statistics?.computedAt}
        examsCounted={questions.data?.statistics?.examsCounted}
      />
      <LevelsSummary />
      {questions.isPending && <CircularProgress aria-label="Cargando preguntas" />}
      {questions.isError && (
        <QueryError
          what="Error al cargar las preguntas"
          error={questions.error}
          onRetry={() => void questions.refetch()}
        />
      )}
      {questions.isSuccess && list.length === 0 && (
        <Alert severity="info">
          {filtered ? 'No hay preguntas con esos filtros.' : 'El banco aún no tiene preguntas.'}
        </Alert>
      )}
      {list.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
          {questions.isFetching ? 'Actualizando… ' : ''}
          Mostrando {(query.page - 1) * query.pageSize + 1}–{(query.page - 1) * query.pageSize + list.length}{' '}
          de {total} preguntas
        </Typography>
      )}
      {list.length > 0 && table && (
        <TableContainer component={Card}>
          <Table size="small" aria-label="Preguntas">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>#</TableCell>
                <TableCell>Categoría</TableCell>
                <TableCell>Pregunta</TableCell>
                <TableCell>Estado</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((question) => (
                <QuestionRow
                  key={question.id}
                  question={question}
                  onHistory={() => setHistoryOf(question.id)}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {list.length > 0 && !table && (
        <Box sx={{ display: 'grid', gap: 1 }} role="list" aria-label="Preguntas">
          {list.map((question) => (
            <QuestionCard key={question.id} question={question} onHistory={() => setHistoryOf(question.id)} />
          ))}
        </Box>
      )}
      {total > 0 && (
        <TablePagination
          component="div"
          count={total}
          page={Math.min(query.page - 1, Math.max(0, Math.ceil(total / query.pageSize) - 1))}
          onPageChange={(_event, page) => change({ ...query, page: page + 1 })}
          rowsPerPage={query.pageSize}
          rowsPerPageOptions={[...QUESTION_PAGE_SIZES]}
          onRowsPerPageChange={(event) => change({ pageSize: Number(event.target.value) })}
          labelRowsPerPage="Por página"
          labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
          getItemAriaLabel={(type) =>
            type === 'next'
              ? 'Página siguiente'
              : type === 'previous'
                ? 'Página anterior'
                : type === 'first'
                  ? 'Primera página'
                  : 'Última página'
          }
          showFirstButton
          showLastButton
        />
      )}
      <QuestionHistoryDialog questionId={historyOf} onClose={() => setHistoryOf(null)} />
    </Box>
  );
}
