import type { ScheduleImportRun } from '@oece/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startScheduleRefresh } from './schedule-refresh';

const run = (success: boolean): ScheduleImportRun => ({
  id: 1,
  trigger: 'SCHEDULED',
  startedAt: '2026-11-20T15:00:00.000Z',
  finishedAt: '2026-11-20T15:00:01.000Z',
  success,
  message: success ? '25 departamentos, 3 sedes, 4 fechas de examen' : 'La fuente oficial respondió 500.',
});

describe('the schedule refresh inside the server', () => {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('reads the source at start and every interval until stopped, logging each outcome', async () => {
    const importFromSource = vi
      .fn()
      .mockResolvedValueOnce(run(true))
      .mockResolvedValueOnce(run(false))
      .mockRejectedValueOnce(new Error('base de datos caída'));
    const stop = startScheduleRefresh({ importFromSource }, 60, log as unknown as FastifyBaseLogger);
    await vi.advanceTimersByTimeAsync(0);
    expect(importFromSource).toHaveBeenCalledTimes(1);
    expect(importFromSource).toHaveBeenLastCalledWith('SCHEDULED');
    expect(log.info).toHaveBeenCalledWith({ outcome: run(true).message }, 'cronograma importado');

    await vi.advanceTimersByTimeAsync(59 * 60_000);
    expect(importFromSource).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(importFromSource).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledWith(
      { outcome: run(false).message },
      'cronograma no importado; se mantiene el anterior',
    );

    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(log.error).toHaveBeenCalledTimes(1);

    stop();
    await vi.advanceTimersByTimeAsync(5 * 60 * 60_000);
    expect(importFromSource).toHaveBeenCalledTimes(3);
  });
});
