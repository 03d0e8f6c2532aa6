import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackgroundTasks } from './background-tasks';

const log = { warn: vi.fn() } as unknown as Parameters<typeof createBackgroundTasks>[0];

afterEach(() => {
  vi.useRealTimers();
});

describe('a periodic job', () => {
  it('runs at every interval until the tasks are closed, and not after', async () => {
    vi.useFakeTimers();
    const tasks = createBackgroundTasks(log);
    let runs = 0;
    tasks.repeat('prueba', async () => void runs++, 60_000);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(2);
    await tasks.close();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(runs).toBe(2);
    tasks.repeat('tarde', async () => void runs++, 1_000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(2);
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
