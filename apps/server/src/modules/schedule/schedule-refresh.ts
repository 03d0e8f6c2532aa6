import type { FastifyBaseLogger } from 'fastify';
import type { ScheduleService } from './schedule.service';

/**
 * Reads the official source at start-up and then every `refreshMinutes`, inside the server. A
 * failed read is recorded and logged; the last good schedule stays. Returns the stop function.
 */
export function startScheduleRefresh(
  service: Pick<ScheduleService, 'importFromSource'>,
  refreshMinutes: number,
  log: FastifyBaseLogger,
): () => void {
  const refresh = async () => {
    try {
      const run = await service.importFromSource('SCHEDULED');
      if (run.success) log.info({ outcome: run.message }, 'cronograma importado');
      else log.warn({ outcome: run.message }, 'cronograma no importado; se mantiene el anterior');
    } catch (error) {
      log.error({ err: error }, 'cronograma no importado');
    }
  };
  void refresh();
  // Unref'd: a pending refresh never keeps a stopping process alive.
  const timer = setInterval(() => void refresh(), refreshMinutes * 60_000).unref();
  return () => clearInterval(timer);
}
