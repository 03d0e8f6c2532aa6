import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The app's Prometheus instruments, on a registry of its own (several apps share a test process).
 * Labels are route patterns, status classes and job names: never a URL, a code or an id.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requests: new Histogram({
      name: 'oece_http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status class.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    answerSaves: new Histogram({
      name: 'oece_answer_save_duration_seconds',
      help: "Time to answer a candidate's answer save (PATCH /api/exams/:code), by status class.",
      labelNames: ['status'] as const,
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    backgroundTasks: new Counter({
      name: 'oece_background_task_runs_total',
      help: 'Runs of background jobs and tasks, by task and outcome (ok, failed).',
      labelNames: ['task', 'outcome'] as const,
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** 2xx, 4xx…: a label with five values, whatever the routes answer. */
export function statusClass(statusCode: number): string {
  return `${Math.floor(statusCode / 100)}xx`;
}
