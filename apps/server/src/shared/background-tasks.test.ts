import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackgroundTasks } from './background-tasks';

const log = { warn: vi.fn() } as unknown as Parameters<typeof createBackgroundTasks>[0];

afterEach(() => {
  vi.useRealTimers();
});

describe('a background task', () => {
  it('is tried again after each delay until it succeeds, and not after the tasks are closed', async () => {
    vi.useFakeTimers();
    const tasks = createBackgroundTasks(log, [1_000, 5_000]);
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
