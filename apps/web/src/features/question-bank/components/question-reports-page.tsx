import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import EditIcon from '@mui/icons-material/Edit';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import ReplayIcon from '@mui/icons-material/Replay';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  LinearProgress,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { paths, type QuestionReport } from '@oece/contracts';
import { REPORT_CONTEXT_LABELS } from '@oece/contracts';
import { COMPETENCY_LABELS, formatDateAndTime, QUESTION_STATUS_LABELS } from '@oece/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { useSubmit } from '../../../components/ui/use-submit';
import { useQuestionReports, type ReportState } from '../api/get-question-reports';
import { useUpdateQuestionReport } from '../api/update-question-report';
import { PagePagination } from '../../../components/ui/page-pagination';

export const STEM_PREVIEW_LENGTH = 200;

const FILTERS: { state: ReportState; label: string; empty: string }[] = [
  { state: 'OPEN', label: 'Abiertos', empty: 'No hay reportes abiertos.' },
  { state: 'RESOLVED', label: 'Resueltos', empty: 'No hay reportes resueltos.' },
  { state: 'ALL', label: 'Todos', empty: 'Aún no hay reportes.' },
];

function preview(text: string) {
  return text.length > STEM_PREVIEW_LENGTH ? `${text.slice(0, STEM_PREVIEW_LENGTH).trimEnd()}…` : text;
}

function ReportCard({ report }: { report: QuestionReport }) {
  const toast = useToast();
  const update = useUpdateQuestionReport();
  const resolved = report.resolvedAt !== null;
  const { question } = report;

  // Awaited rather than mutate's callbacks: once resolved, the report leaves the open list and
  // this card unmounts before they would run.
  const updating = useSubmit(async () => {
    const result = await update.mutateAsync({ id: report.id, resolved: !resolved });
    toast.show(result.message, { severity: 'success', duration: SNACKBAR_MS });
  }, 'Error de red');

  async function toggle() {
    const failure = await updating.submit();
    if (failure) {
      toast.show(`Error al actualizar el reporte: ${failure}`, { severity: 'error', duration: SNACKBAR_MS });
    }
  }

  return (
    <Card variant="outlined" component="li" aria-label={`Reporte sobre la pregunta #${question.id}`}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Chip
            size="small"
            color={resolved ? 'success' : 'warning'}
            label={resolved ? 'Resuelto' : 'Abierto'}
          />
          <Chip size="small" variant="outlined" label={REPORT_CONTEXT_LABELS[report.context]} />
          <Typography
            variant="body2"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
          >
            <PersonOutlineIcon fontSize="small" aria-hidden />
            {report.reporter ?? 'Visitante'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDateAndTime(report.createdAt)}
          </Typography>
        </Box>
        <Typography
          sx={{
            whiteSpace: 'pre-line',
            overflowWrap: 'anywhere',
            borderLeft: 3,
            borderColor: resolved ? 'divider' : 'warning.main',
            pl: 1.5,
          }}
        >
          {report.message}
        </Typography>
        <Box sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1, display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              #{question.id}
            </Typography>
            <Typography variant="body2">{COMPETENCY_LABELS[question.category]}</Typography>
            <Typography variant="body2" color="text.secondary">
              Tema {question.topic}
            </Typography>
            <Chip
              size="small"
              variant="outlined"
              color={question.status === 'ACTIVE' ? 'primary' : 'default'}
              label={QUESTION_STATUS_LABELS[question.status]}
            />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {preview(question.question)}
          </Typography>
        </Box>
        {resolved && (
          <Typography variant="body2" color="success.dark">
            Resuelto por {report.resolvedBy ?? '—'} el {formatDateAndTime(report.resolvedAt!)}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            size="small"
            variant={resolved ? 'outlined' : 'contained'}
            startIcon={resolved ? <ReplayIcon /> : <CheckCircleOutlineIcon />}
            disabled={updating.pending}
            onClick={toggle}
          >
            {resolved ? 'Reabrir' : 'Marcar como resuelto'}
          </Button>
          <Button
            size="small"
            startIcon={<EditIcon />}
            component={Link}
            to={paths.admin.editQuestion(question.id)}
          >
            Editar pregunta
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/** The administrators' inbox of candidates' reports on bank questions, open ones first. */
export function QuestionReportsPage() {
  const [status, setStatus] = useState<ReportState>('OPEN');
  const [page, setPage] = useState(1);
  const reports = useQuestionReports({ status, page });
  const data = reports.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // Resolving the last report of the last page leaves that page empty: step back to the new last one.
  if (data && !reports.isPlaceholderData && page > pageCount) setPage(pageCount);
  const filter = FILTERS.find((item) => item.state === status)!;

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            Reportes de preguntas
          </Typography>
          {data && (
            <Typography color="text.secondary">
              {data.open} {data.open === 1 ? 'abierto' : 'abiertos'}
            </Typography>
          )}
        </Box>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={status}
          aria-label="Mostrar reportes"
          onChange={(_event, value: ReportState | null) => {
            if (!value) return;
            setStatus(value);
            setPage(1);
          }}
        >
          {FILTERS.map((item) => (
            <ToggleButton key={item.state} value={item.state} sx={{ px: 2 }}>
              {item.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {reports.isError && (
        <Box sx={{ mb: 2 }}>
          <QueryError
            what="No se pudieron cargar los reportes"
            error={reports.error}
            onRetry={() => void reports.refetch()}
          />
        </Box>
      )}
      {reports.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Cargando reportes" />
        </Box>
      )}
      {/* Switching filter or page keeps the last list in sight, dimmed, until the next arrives. */}
      <Box sx={{ height: 4, mb: 1 }}>{reports.isPlaceholderData && <LinearProgress />}</Box>
      {data && !reports.isPlaceholderData && data.reports.length === 0 && (
        <Alert severity="info">{filter.empty}</Alert>
      )}
      {data && data.reports.length > 0 && (
        <Box
          component="ol"
          aria-label="Reportes"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            opacity: reports.isPlaceholderData ? 0.6 : 1,
          }}
        >
          {data.reports.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </Box>
      )}
      <PagePagination page={page} pageCount={pageCount} onChange={setPage} />
    </Box>
  );
}
