import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts and does not wait for (a provider's notification is answered at once, the
 * payment is fetched after). Each task is tried a few times; closing the app waits for what runs.
 * Every attempt's outcome goes to `report` (the metrics), by the task's name.
 */
export function createBackgroundTasks(
  log: FastifyBaseLogger,
  report: (task: string, outcome: 'ok' | 'failed') => void = () => {},
  retryDelaysMs = [2_000, 10_000, 30_000],
) {
  const running = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  function run(name: string, work: () => Promise<void>, attempt = 0): void {
    // Once closing, nothing waits for new work (a timer that fires while the app closes).
    if (closed) return;
    const task = work()
      .then(() => report(name, 'ok'))
      .catch((error: unknown) => {
        report(name, 'failed');
        const delay = retryDelaysMs[attempt];
        log.warn({ err: error, task: name, attempt: attempt + 1 }, 'Falló una tarea en segundo plano');
        if (delay === undefined || closed) return;
        const timer = setTimeout(() => {
          timers.delete(timer);
          run(name, work, attempt + 1);
        }, delay);
        timers.add(timer);
      })
      .finally(() => running.delete(task));
    running.add(task);
  }

  return {
    run,
    /** Resolves once nothing runs (retries still waiting are not waited for). */
    async idle(): Promise<void> {
      while (running.size) await Promise.all(running);
    },
    async close(): Promise<void> {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      while (running.size) await Promise.all(running);
    },
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
