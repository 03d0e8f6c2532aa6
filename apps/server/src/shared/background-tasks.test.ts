import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackgroundTasks } from './background-tasks';

const log = { warn: vi.fn() } as unknown as Parameters<typeof createBackgroundTasks>[0];

afterEach(() => {
  vi.useRealTimers();
});

describe('a background task', () => {
  it('is tried again after each delay until it succeeds, and not after the tasks are closed', async () => {
    vi.useFakeTimers();
    const tasks = createBackgroundTasks(log, undefined, [1_000, 5_000]);
    let attempts = 0;
    tasks.run('prueba', async () => {
      attempts += 1;
      if (attempts < 3) throw new Error('todavía no');
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(attempts).toBe(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(attempts).toBe(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toBe(3);

    tasks.run('cerrada', async () => {
      attempts += 1;
      throw new Error('falla');
    });
    await vi.advanceTimersByTimeAsync(0);
    await tasks.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toBe(4);
  });
});

describe('the outcome of every run', () => {
  it('is reported by task name: ok, or failed for each failed attempt', async () => {
    vi.useFakeTimers();
    const report = vi.fn();
    const tasks = createBackgroundTasks(log, report, [1_000]);
    let calls = 0;
    tasks.run('envío', async () => {
      if (++calls === 1) throw new Error('caído');
    });
    await vi.advanceTimersByTimeAsync(1_000);
    await tasks.idle();
    expect(report.mock.calls).toEqual([
      ['envío', 'failed'],
      ['envío', 'ok'],
    ]);
    await tasks.close();
  });
});
