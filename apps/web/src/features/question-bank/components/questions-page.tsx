import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import SearchIcon from '@mui/icons-material/Search';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Box,
  Button,
  CardContent,
  Checkbox,
  Chip,
  FormControlLabel,
  IconButton,
  InputAdornment,
  MenuItem,
  TablePagination,
  TextField,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
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
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { ResponsiveList } from '../../../components/ui/responsive-list';
import { useSubmit } from '../../../components/ui/use-submit';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useChangePublicSet } from '../api/change-public-set';
import { useComputeStatistics } from '../api/compute-statistics';
import { useQuestions, type QuestionsListQuery } from '../api/get-questions';
import { useUpdateQuestion } from '../api/update-question';
import { ExportMenu } from './export-menu';
import { publicLabel } from './public-state';
import { percent, QuestionDetails } from './question-details';
import { LevelsSummary } from './levels-summary';
import { competencyOptions, levelOptions, statusOptions, topicOptions } from './question-fields';
import { QuestionHistoryDialog } from './question-history';

const SEARCH_DEBOUNCE_MS = 250;

/** A filter by one field; left empty it reads `all` ('Todas', 'Todos') instead of an empty box. */
function FilterSelect({
  label,
  all,
  value,
  onChange,
  children,
}: {
  label: string;
  all: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
    >
      <MenuItem value="">{all}</MenuItem>
      {children}
    </TextField>
  );
}

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
  const inPublicSet = params.get('public');
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
    public: inPublicSet === 'true' ? true : inPublicSet === 'false' ? false : undefined,
    sort: (QUESTION_SORTS as readonly string[]).includes(sort) ? (sort as QuestionSort) : 'id',
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: (QUESTION_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : 25,
  };
  function change(next: Partial<QuestionsListQuery>) {
    const merged = { ...query, page: 1, ...next };
    const entries = Object.entries(merged).filter(
      ([key, value]) => value !== undefined && value !== '' && !(key === 'page' && value === 1),
    );
    setParams(new URLSearchParams(entries.map(([key, value]) => [key, String(value)])), { replace: true });
  }
  return [query, change];
}

function StatusSelect({ question }: { question: AdminQuestion }) {
  const update = useUpdateQuestion();
  const toast = useToast();
  const changing = useSubmit(async (status: QuestionStatus) => {
    const saved = await update.mutateAsync({ id: question.id, status });
    toast.show(saved.message, { severity: 'success', duration: SNACKBAR_MS });
  }, 'Error de red');
  async function change(status: QuestionStatus) {
    const failure = await changing.submit(status);
    if (failure) {
      toast.show(`Error al cambiar el estado de la pregunta: ${failure}`, {
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
      disabled={changing.pending}
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

function clampedLines(lines: number) {
  return { display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' };
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
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1.6fr 0.8fr 0.8fr 0.8fr 1fr' },
        mb: 2,
      }}
    >
      <FilterSelect
        label="Competencia"
        all="Todas"
        value={query.category}
        onChange={(category) =>
          onChange({ category: category as QuestionFilter['category'], topic: undefined })
        }
      >
        {competencyOptions}
      </FilterSelect>
      <FilterSelect label="Tema" all="Todos" value={query.topic} onChange={(topic) => onChange({ topic })}>
        {topicOptions(topics)}
      </FilterSelect>
      <FilterSelect
        label="Estado"
        all="Todos"
        value={query.status}
        onChange={(status) => onChange({ status: status as QuestionStatus | undefined })}
      >
        {statusOptions}
      </FilterSelect>
      <FilterSelect
        label="Nivel"
        all="Todos"
        value={query.level}
        onChange={(level) => onChange({ level: level as QuestionLevel | undefined })}
      >
        {levelOptions}
      </FilterSelect>
      <FilterSelect
        label="Pública"
        all="Todas"
        value={query.public === undefined ? undefined : String(query.public)}
        onChange={(value) => onChange({ public: value === undefined ? undefined : value === 'true' })}
      >
        <MenuItem value="true">Sí</MenuItem>
        <MenuItem value="false">No</MenuItem>
      </FilterSelect>
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
        sx={{ gridColumn: { sm: 'span 2', md: 'span 5' } }}
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
  const computing = useSubmit(async () => {
    const result = await compute.mutateAsync();
    const { examsCounted: exams, questionsFlagged } = result.statistics;
    toast.show(`${result.message}: ${exams} exámenes, ${questionsFlagged} preguntas para revisar`, {
      severity: 'success',
      duration: SNACKBAR_MS,
    });
  }, 'Error de red');
  async function refresh() {
    const failure = await computing.submit();
    if (failure) {
      toast.show(`Error al actualizar las estadísticas: ${failure}`, {
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
      <Button size="small" onClick={() => void refresh()} disabled={computing.pending}>
        {computing.pending ? 'Calculando…' : 'Actualizar estadísticas'}
      </Button>
    </Box>
  );
}

/** What to do with the questions chosen in the list: publish them, or retire them from the public set. */
function PublicSetActions({ selected, onDone }: { selected: ReadonlySet<number>; onDone: () => void }) {
  const changeSet = useChangePublicSet();
  const toast = useToast();
  const changing = useSubmit(async (publish: boolean) => {
    const result = await changeSet.mutateAsync({ questionIds: [...selected], public: publish });
    toast.show(result.message, { severity: 'success', duration: SNACKBAR_MS });
    onDone();
  }, 'Error de red');
  async function change(publish: boolean) {
    const failure = await changing.submit(publish);
    if (failure) {
      toast.show(`Error al cambiar la biblioteca pública: ${failure}`, {
        severity: 'error',
        duration: SNACKBAR_MS,
      });
    }
  }
  return (
    <Box
      role="region"
      aria-label="Acciones con las preguntas elegidas"
      sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 700, flexGrow: 1 }}>
        {selected.size === 1 ? '1 pregunta elegida' : `${selected.size} preguntas elegidas`}
      </Typography>
      <Button variant="outlined" size="small" disabled={changing.pending} onClick={() => void change(true)}>
        Publicar
      </Button>
      <Button variant="outlined" size="small" disabled={changing.pending} onClick={() => void change(false)}>
        Retirar de la biblioteca pública
      </Button>
    </Box>
  );
}

/** The bank as administrators run it: filters, one page at a time, status saved at once. */
export function QuestionsPage() {
  const [query, change] = useListQuery();
  const questions = useQuestions(query);
  const [historyOf, setHistoryOf] = useState<number | null>(null);
  const [unfolded, setUnfolded] = useState<ReadonlySet<number>>(() => new Set());
  // The questions chosen on the page shown: another page or filter starts with none.
  const shown = JSON.stringify(query);
  const [selection, setSelection] = useState<{ shown: string; ids: ReadonlySet<number> }>(() => ({
    shown,
    ids: new Set(),
  }));
  const selected: ReadonlySet<number> = selection.shown === shown ? selection.ids : new Set();
  const select = (ids: ReadonlySet<number>) => setSelection({ shown, ids });
  const list = questions.data?.questions ?? [];
  const total = questions.data?.total ?? 0;
  const filter: QuestionFilter = {
    category: query.category,
    topic: query.topic,
    status: query.status,
    level: query.level,
    search: query.search,
    review: query.review,
    public: query.public,
  };
  const filtered = Object.values(filter).some((value) => value !== undefined && value !== '');
  const expandButton = (question: AdminQuestion) => (
    <ExpandButton
      question={question}
      open={unfolded.has(question.id)}
      onToggle={() =>
        setUnfolded((current) => {
          const next = new Set(current);
          if (!next.delete(question.id)) next.add(question.id);
          return next;
        })
      }
    />
  );
  const detailsOf = (question: AdminQuestion) => (
    <QuestionDetails question={question} onHistory={() => setHistoryOf(question.id)} />
  );
  const chooseBox = (question: AdminQuestion) => (
    <Checkbox
      checked={selected.has(question.id)}
      onChange={(event) => {
        const next = new Set(selected);
        if (event.target.checked) next.add(question.id);
        else next.delete(question.id);
        select(next);
      }}
      slotProps={{ input: { 'aria-label': `Elegir la pregunta #${question.id}` } }}
    />
  );
  const allChosen = list.length > 0 && list.every((question) => selected.has(question.id));
  const partlyChosen = selected.size > 0 && !allChosen;

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
      {selected.size > 0 && <PublicSetActions selected={selected} onDone={() => select(new Set())} />}
      {list.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
          {questions.isFetching ? 'Actualizando… ' : ''}
          Mostrando {(query.page - 1) * query.pageSize + 1}–{(query.page - 1) * query.pageSize + list.length}{' '}
          de {total} preguntas
        </Typography>
      )}
      <ResponsiveList
        label="Preguntas"
        items={questions.data?.questions}
        itemKey={(question) => question.id}
        pending={questions.isPending}
        pendingLabel="Cargando preguntas"
        error={
          questions.isError && (
            <QueryError
              what="Error al cargar las preguntas"
              error={questions.error}
              onRetry={() => void questions.refetch()}
            />
          )
        }
        empty={filtered ? 'No hay preguntas con esos filtros.' : 'El banco aún no tiene preguntas.'}
        columns={[
          {
            padding: 'checkbox',
            header: (
              <Checkbox
                checked={allChosen}
                indeterminate={partlyChosen}
                // MUI says 'mixed' (aria-checked) without setting the box's own state, which must agree.
                inputRef={(input: HTMLInputElement | null) => {
                  if (input) input.indeterminate = partlyChosen;
                }}
                onChange={() => select(new Set(allChosen ? [] : list.map((question) => question.id)))}
                slotProps={{ input: { 'aria-label': 'Elegir todas las preguntas de la página' } }}
              />
            ),
            cell: chooseBox,
          },
          {
            padding: 'checkbox',
            header: <Box sx={visuallyHidden}>Detalle</Box>,
            cell: expandButton,
          },
          { header: '#', cell: (question) => question.id },
          {
            header: 'Categoría',
            cell: (question) => (
              <>
                {COMPETENCY_LABELS[question.category]}
                <Typography variant="body2" color="text.secondary">
                  Tema {question.topic} · {QUESTION_LEVEL_LABELS[question.level]}
                </Typography>
              </>
            ),
            sx: { whiteSpace: 'nowrap' },
          },
          {
            header: 'Pregunta',
            cell: (question) => (
              <>
                <Typography variant="body2" sx={clampedLines(2)}>
                  {question.question}
                </Typography>
                <Signals question={question} />
              </>
            ),
          },
          { header: 'Estado', cell: (question) => <StatusSelect question={question} /> },
          { header: 'Pública', cell: (question) => publicLabel(question), sx: { whiteSpace: 'nowrap' } },
        ]}
        // A question's details open at once, without a folding animation: their buttons work as
        // soon as they show.
        details={(question) => unfolded.has(question.id) && detailsOf(question)}
        card={(question) => (
          <CardContent sx={{ display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              {chooseBox(question)}
              <Typography sx={{ fontWeight: 700, flexGrow: 1 }}>
                #{question.id} · {COMPETENCY_LABELS[question.category]} · {question.topic} ·{' '}
                {QUESTION_LEVEL_LABELS[question.level]}
              </Typography>
              {expandButton(question)}
            </Box>
            {!unfolded.has(question.id) && (
              <Typography variant="body2" sx={clampedLines(3)}>
                {question.question}
              </Typography>
            )}
            <Signals question={question} />
            <Typography variant="body2">Pública: {publicLabel(question)}</Typography>
            <StatusSelect question={question} />
            {unfolded.has(question.id) && detailsOf(question)}
          </CardContent>
        )}
      />
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
