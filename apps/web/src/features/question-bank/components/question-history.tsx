import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { QuestionVersion } from '@oece/contracts';
import {
  ALTERNATIVE_LETTERS,
  COMPETENCY_LABELS,
  formatDateAndTime,
  QUESTION_LEVEL_LABELS,
  QUESTION_STATUS_LABELS,
  type Competency,
  type QuestionLevel,
  type QuestionStatus,
} from '@oece/domain';
import { QueryError } from '../../../components/query-error';
import { useQuestionVersions } from '../api/get-question-versions';

const ACTION_LABELS: Record<QuestionVersion['action'], string> = {
  CREATE: 'Creada',
  IMPORT: 'Importada',
  EDIT: 'Editada',
  STATUS: 'Cambio de estado',
};

const FIELD_LABELS: Record<string, string> = {
  category: 'Competencia',
  topic: 'Tema',
  question: 'Enunciado',
  alternatives: 'Alternativas',
  correctAlternative: 'Alternativa correcta',
  explanation: 'Explicación',
  sources: 'Base legal',
  level: 'Nivel',
  status: 'Estado',
};

/** A stored value as the administrator reads it. */
function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'category') return COMPETENCY_LABELS[value as Competency] ?? String(value);
  if (field === 'status') return QUESTION_STATUS_LABELS[value as QuestionStatus] ?? String(value);
  if (field === 'level') return QUESTION_LEVEL_LABELS[value as QuestionLevel] ?? String(value);
  if (field === 'correctAlternative') return `${ALTERNATIVE_LETTERS[value as number] ?? '?'})`;
  if (field === 'alternatives' && Array.isArray(value)) {
    return value.map((text, index) => `${ALTERNATIVE_LETTERS[index]}) ${String(text)}`).join('\n');
  }
  if (Array.isArray(value)) return value.length ? value.join('; ') : '—';
  return String(value);
}

function Version({ version, table }: { version: QuestionVersion; table: boolean }) {
  const created = version.action === 'CREATE' || version.action === 'IMPORT';
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Typography sx={{ fontWeight: 700 }}>
          Versión {version.revision} · {ACTION_LABELS[version.action]}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {version.changedBy} · {formatDateAndTime(version.changedAt)}
        </Typography>
        {table ? (
          <Table size="small" aria-label={`Cambios de la versión ${version.revision}`}>
            <TableHead>
              <TableRow>
                <TableCell>Campo</TableCell>
                {!created && <TableCell>Antes</TableCell>}
                <TableCell>{created ? 'Valor' : 'Después'}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {version.changes.map((change) => (
                <TableRow key={change.field}>
                  <TableCell sx={{ fontWeight: 600, verticalAlign: 'top' }}>
                    {FIELD_LABELS[change.field] ?? change.field}
                  </TableCell>
                  {!created && (
                    <TableCell sx={{ whiteSpace: 'pre-line', verticalAlign: 'top' }}>
                      {shown(change.field, change.before)}
                    </TableCell>
                  )}
                  <TableCell sx={{ whiteSpace: 'pre-line', verticalAlign: 'top' }}>
                    {shown(change.field, change.after)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
            {version.changes.map((change) => (
              <Box key={change.field}>
                <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                  {FIELD_LABELS[change.field] ?? change.field}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line' }}>
                  {created
                    ? shown(change.field, change.after)
                    : `${shown(change.field, change.before)} → ${shown(change.field, change.after)}`}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** Every change made in the administration to a question, newest first. */
export function QuestionHistory({ questionId }: { questionId: number }) {
  const versions = useQuestionVersions(questionId);
  const table = useMediaQuery('(min-width:720px)');
  if (versions.isPending) return <CircularProgress aria-label="Cargando historial" />;
  if (versions.isError) {
    return (
      <QueryError
        what="Error al cargar el historial"
        error={versions.error}
        onRetry={() => void versions.refetch()}
      />
    );
  }
  const list = versions.data.versions;
  if (list.length === 0) {
    return (
      <Typography color="text.secondary">
        Sin cambios en la administración: la pregunta está como se cargó del banco de contenidos.
      </Typography>
    );
  }
  return (
    <Box component="ol" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
      {list.map((version) => (
        <Version key={version.revision} version={version} table={table} />
      ))}
    </Box>
  );
}

export function QuestionHistoryDialog({
  questionId,
  onClose,
}: {
  questionId: number | null;
  onClose: () => void;
}) {
  const fullScreen = !useMediaQuery('(min-width:720px)');
  return (
    <Dialog open={questionId !== null} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle>Historial de la pregunta #{questionId}</DialogTitle>
      <DialogContent dividers>
        {questionId !== null && <QuestionHistory questionId={questionId} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
