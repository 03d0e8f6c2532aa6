import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ScheduleImportRun, ScheduleImportTrigger } from '@oece/contracts';
import { formatDateTime } from '@oece/domain';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { useScheduleImports } from '../api/get-schedule-imports';
import { importScheduleFromSource, useImportSchedule } from '../api/import-schedule';
import { ScheduleFileForm } from './schedule-file-form';

const TRIGGER_LABELS: Record<ScheduleImportTrigger, string> = {
  SCHEDULED: 'Automática',
  ADMIN: 'Manual',
  FILE: 'Archivo',
  SEED: 'Inicial',
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function OutcomeChip({ run }: { run: ScheduleImportRun }) {
  return run.success ? (
    <Chip size="small" color="success" label="Correcta" />
  ) : (
    <Chip size="small" color="error" label="Fallida" />
  );
}

/** The exam schedule's imports: what the public sees now, reading the source on demand, a file, the history. */
export function ScheduleImportsPage() {
  const status = useScheduleImports();
  const toast = useToast();
  const fromSource = useImportSchedule(importScheduleFromSource);

  async function importNow() {
    try {
      const { run } = await fromSource.mutateAsync(undefined);
      if (run.success) {
        toast.show(`Cronograma importado: ${run.message}`, { severity: 'success', duration: SNACKBAR_MS });
      } else {
        toast.show(`No se pudo importar; se mantiene el cronograma anterior. ${run.message}`, {
          severity: 'error',
          duration: SNACKBAR_MS,
        });
      }
    } catch (caught) {
      const reason = caught instanceof ApiError ? caught.message : 'Error desconocido';
      toast.show(`No se pudo importar: ${reason}`, { severity: 'error', duration: SNACKBAR_MS });
    }
  }

  if (status.isPending) return <CircularProgress aria-label="Cargando el cronograma" />;
  if (status.isError) {
    return <Alert severity="error">No se pudo cargar el estado del cronograma: {status.error.message}</Alert>;
  }
  const { snapshot, runs, sourceConfigured, refreshMinutes, staleAfterDays } = status.data;

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        Cronograma de exámenes
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Lo que ven los postulantes en la página del cronograma, y de dónde sale.
      </Typography>

      <Stack spacing={2} sx={{ mb: 3 }}>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              Cronograma publicado
            </Typography>
            {snapshot ? (
              <Stack spacing={0.5}>
                <Typography>
                  Datos del {formatDateTime(snapshot.createdAt)} (
                  {TRIGGER_LABELS[snapshot.trigger].toLowerCase()}), importados el{' '}
                  {formatDateTime(snapshot.importedAt)}.
                </Typography>
                <Typography>
                  {plural(snapshot.venues, 'sede', 'sedes')} y{' '}
                  {plural(snapshot.examSchedules, 'fecha de examen', 'fechas de examen')}.
                </Typography>
                {snapshot.stale && (
                  <Alert severity="warning">
                    Tienen más de {staleAfterDays} días: la página avisa que pueden no ser las fechas
                    vigentes.
                  </Alert>
                )}
              </Stack>
            ) : (
              <Alert severity="warning">Todavía no hay un cronograma importado.</Alert>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              Fuente oficial
            </Typography>
            {sourceConfigured ? (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
                <Typography sx={{ flex: '1 1 260px' }}>
                  Se consulta al iniciar el servidor y cada {refreshMinutes} minutos. Si falla o devuelve
                  datos inválidos, se mantiene el último cronograma correcto.
                </Typography>
                <Button variant="contained" onClick={() => void importNow()} disabled={fromSource.isPending}>
                  {fromSource.isPending ? 'Importando...' : 'Importar ahora'}
                </Button>
              </Box>
            ) : (
              <Typography>
                No hay una fuente oficial configurada (variable SCHEDULE_SOURCE_URL): actualiza el cronograma
                con un archivo.
              </Typography>
            )}
          </CardContent>
        </Card>

        <ScheduleFileForm />
      </Stack>

      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Historial de importaciones
      </Typography>
      {runs.length === 0 ? (
        <Alert severity="info">Aún no hay importaciones.</Alert>
      ) : (
        <TableContainer component={Card}>
          <Table size="small" aria-label="Historial de importaciones">
            <TableHead>
              <TableRow>
                <TableCell>Fecha</TableCell>
                <TableCell>Origen</TableCell>
                <TableCell>Resultado</TableCell>
                <TableCell>Detalle</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {runs.map((run) => (
                <TableRow key={run.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(run.startedAt)}</TableCell>
                  <TableCell>{TRIGGER_LABELS[run.trigger]}</TableCell>
                  <TableCell>
                    <OutcomeChip run={run} />
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 200 }}>{run.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
