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
