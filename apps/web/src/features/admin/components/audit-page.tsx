import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Chip,
  CircularProgress,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@oece/contracts';
import { formatDateAndTime } from '@oece/domain';
import { useState } from 'react';
import { QueryError } from '../../../components/query-error';
import { useAudit } from '../api/get-audit';
import { useStaff } from '../api/get-staff';
import { PagePagination } from '../../../components/ui/page-pagination';

/** A value as the log keeps it, readable: JSON with its indentation. */
function Values({ title, value }: { title: string; value: unknown }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Box
        component="pre"
        sx={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontSize: 13,
          bgcolor: 'grey.100',
          p: 1.5,
          borderRadius: 1,
          m: 0,
        }}
      >
        {value === null ? '—' : JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
}

function Entry({ entry }: { entry: AuditEntry }) {
  return (
    // Each entry's heading comes right under the page's title (MUI's default is an h3).
    <Accordion role="listitem" disableGutters slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 700 }}>{entry.actorUsername}</Typography>
            <Chip size="small" variant="outlined" label={AUDIT_ACTION_LABELS[entry.action]} />
            <Typography variant="body2" color="text.secondary">
              {formatDateAndTime(entry.at)}
            </Typography>
          </Box>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {entry.summary}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Values title="Antes" value={entry.before} />
          <Values title="Después" value={entry.after} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          Dirección IP: {entry.ip}
          {entry.target && ` · ${entry.target.type} #${entry.target.id}`}
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}

/** Administración → Auditoría: every administrator's change, newest first, with its before and after. */
export function AuditPage() {
  const staff = useStaff();
  const [actorId, setActorId] = useState<number | ''>('');
  const [action, setAction] = useState<AuditAction | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const audit = useAudit({
    actorId: actorId || undefined,
    action: action || undefined,
    from: from || undefined,
    to: to || undefined,
    page,
  });
  const entries = audit.data?.entries ?? [];
  const pageCount = audit.data ? Math.max(1, Math.ceil(audit.data.total / audit.data.pageSize)) : 1;
  /** A new filter starts again from the first page. */
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        Auditoría
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Cada cambio hecho por un administrador: quién, cuándo, desde qué dirección, y los valores antes y
        después.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          label="Administrador"
          value={actorId}
          onChange={(event) =>
            filter(setActorId)(event.target.value === '' ? '' : Number(event.target.value))
          }
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">Todos</MenuItem>
          {staff.data?.staff.map((member) => (
            <MenuItem key={member.id} value={member.id}>
              {member.username}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Acción"
          value={action}
          onChange={(event) => filter(setAction)(event.target.value as AuditAction | '')}
          sx={{ minWidth: 260 }}
        >
          <MenuItem value="">Todas</MenuItem>
          {AUDIT_ACTIONS.map((value) => (
            <MenuItem key={value} value={value}>
              {AUDIT_ACTION_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Desde"
          type="date"
          value={from}
          onChange={(event) => filter(setFrom)(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Hasta"
          type="date"
          value={to}
          onChange={(event) => filter(setTo)(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {audit.isFetching && (
          <CircularProgress size={24} aria-label="Buscando" sx={{ alignSelf: 'center' }} />
        )}
      </Box>
      {audit.isPending && <CircularProgress />}
      {audit.isError && (
        <QueryError
          what="Error al cargar la auditoría"
          error={audit.error}
          onRetry={() => void audit.refetch()}
        />
      )}
      {audit.isSuccess && entries.length === 0 && (
        <Alert severity="info">No hay cambios registrados con esos filtros.</Alert>
      )}
      {entries.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
          {audit.data!.total === 1 ? '1 cambio' : `${audit.data!.total} cambios`}
        </Typography>
      )}
      <Box role="list" aria-label="Cambios">
        {entries.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
      </Box>
      <PagePagination page={page} pageCount={pageCount} onChange={setPage} />
    </Box>
  );
}
