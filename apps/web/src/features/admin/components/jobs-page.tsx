import { Box, CardContent, Chip, Typography } from '@mui/material';
import type { Job } from '@oece/contracts';
import { formatDateAndTime } from '@oece/domain';
import { QueryError } from '../../../components/query-error';
import { ResponsiveList } from '../../../components/ui/responsive-list';
import { useJobs } from '../api/get-jobs';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);

/** 'cada 2 minutos', 'cada hora', 'cada día'. */
function formatEvery(seconds: number): string {
  if (seconds % 86_400 === 0) return `cada ${plural(seconds / 86_400, 'día', 'días')}`;
  if (seconds % 3_600 === 0) return `cada ${plural(seconds / 3_600, 'hora', 'horas')}`;
  if (seconds % 60 === 0) return `cada ${plural(seconds / 60, 'minuto', 'minutos')}`;
  return `cada ${plural(seconds, 'segundo', 'segundos')}`;
}

/** '35 ms', '2,4 s'. */
function formatDuration(ms: number): string {
  return ms < 1_000 ? `${ms} ms` : `${(ms / 1_000).toLocaleString('es-PE', { maximumFractionDigits: 1 })} s`;
}

function LastRun({ job }: { job: Job }) {
  if (job.runningOn) {
    return <Chip size="small" color="info" label={`En curso en ${job.runningOn}`} />;
  }
  const run = job.lastRun;
  if (!run) return <Typography variant="body2">Aún no se ha ejecutado</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      <Typography variant="body2">
        {formatDateAndTime(run.startedAt)} en {run.instance} · {formatDuration(run.durationMs)}
      </Typography>
      {run.outcome === 'SUCCESS' ? (
        <Chip size="small" color="success" label="Correcta" />
      ) : (
        <>
          <Chip size="small" color="error" label="Falló" />
          <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
            {run.error}
          </Typography>
        </>
      )}
    </Box>
  );
}

const nextRun = (job: Job) => (job.nextRunAt ? formatDateAndTime(job.nextRunAt) : 'Sin programar');

/**
 * The periodic jobs (decision record 0028): each runs on one instance at a time; the page shows the
 * last run of each (when, where, how long, how it ended) and when the next one is due.
 */
export function JobsPage() {
  const jobs = useJobs();
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        Tareas programadas
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        El servidor las ejecuta solo. Con varias instancias, cada tarea corre en una sola a la vez; si esa
        instancia se detiene, otra la retoma en un minuto.
      </Typography>
      <ResponsiveList
        label="Tareas programadas"
        items={jobs.data?.jobs}
        itemKey={(job) => job.name}
        pending={jobs.isPending}
        pendingLabel="Cargando tareas"
        error={
          jobs.isError && (
            <QueryError
              what="Error al cargar las tareas"
              error={jobs.error}
              onRetry={() => void jobs.refetch()}
            />
          )
        }
        empty="Este servidor no tiene tareas programadas."
        columns={[
          { header: 'Tarea', cell: (job) => job.title, sx: { fontWeight: 700 } },
          { header: 'Frecuencia', cell: (job) => formatEvery(job.everySeconds) },
          { header: 'Última ejecución', cell: (job) => <LastRun job={job} /> },
          { header: 'Próxima', cell: nextRun, sx: { whiteSpace: 'nowrap' } },
        ]}
        card={(job) => (
          <CardContent sx={{ display: 'grid', gap: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>{job.title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatEvery(job.everySeconds)} · próxima: {nextRun(job)}
            </Typography>
            <LastRun job={job} />
          </CardContent>
        )}
      />
    </Box>
  );
}
