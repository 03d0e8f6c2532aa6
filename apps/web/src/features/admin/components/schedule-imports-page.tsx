import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import type { ScheduleImportRun, ScheduleImportTrigger } from '@oece/contracts';
import { formatDateTime } from '@oece/domain';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { ResponsiveList } from '../../../components/ui/responsive-list';
import { useSubmit } from '../../../components/ui/use-submit';
import { useScheduleImports } from '../api/get-schedule-imports';
import { importScheduleFromSource, useImportSchedule } from '../api/import-schedule';
import { ScheduleFileForm } from './schedule-file-form';
import { ScheduleSubscriptionsCard } from './schedule-subscriptions-card';

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
  const importing = useSubmit(async () => {
    const { run } = await fromSource.mutateAsync(undefined);
    if (run.success) {
      toast.show(`Cronograma importado: ${run.message}`, { severity: 'success', duration: SNACKBAR_MS });
    } else {
      toast.show(`No se pudo importar; se mantiene el cronograma anterior. ${run.message}`, {
        severity: 'error',
        duration: SNACKBAR_MS,
      });
    }
  }, 'Error de red');

  async function importNow() {
    const failure = await importing.submit();
    if (failure) toast.show(`No se pudo importar: ${failure}`, { severity: 'error', duration: SNACKBAR_MS });
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
                <Button variant="contained" onClick={() => void importNow()} disabled={importing.pending}>
                  {importing.pending ? 'Importando...' : 'Importar ahora'}
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

        <ScheduleSubscriptionsCard />
      </Stack>

      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Historial de importaciones
      </Typography>
      <ResponsiveList
        label="Historial de importaciones"
        items={runs}
        itemKey={(run) => run.id}
        empty="Aún no hay importaciones."
        columns={[
          { header: 'Fecha', cell: (run) => formatDateTime(run.startedAt), sx: { whiteSpace: 'nowrap' } },
          { header: 'Origen', cell: (run) => TRIGGER_LABELS[run.trigger] },
          { header: 'Resultado', cell: (run) => <OutcomeChip run={run} /> },
          { header: 'Detalle', cell: (run) => run.message, sx: { overflowWrap: 'anywhere', minWidth: 200 } },
        ]}
      />
    </Box>
  );
}
