import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { AnswerSync } from './answer-sync';

const offline = () => new ApiError(0, 'NETWORK', 'Error de red');

describe('AnswerSync', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('sends a choice at once and forgets it once saved', async () => {
    const send = vi.fn().mockResolvedValue({});
    const unsaved: boolean[] = [];
    const sync = new AnswerSync('abc', send);
    sync.setListener({ onUnsaved: (value) => unsaved.push(value), onRejected: vi.fn() });
    sync.record(7, { responseIndex: 2 });
    await vi.runAllTimersAsync();
    expect(send).toHaveBeenCalledWith([{ questionId: 7, responseIndex: 2 }]);
    // A save in flight is not 'unsaved': the notice would flicker on every choice.
    expect(unsaved).not.toContain(true);
    expect(AnswerSync.stored('abc')).toEqual({});
  });

  it('reports choices as unsaved after a failed save, until a retry saves them', async () => {
    const send = vi.fn().mockRejectedValueOnce(offline()).mockResolvedValue({});
    const unsaved: boolean[] = [];
    const sync = new AnswerSync('abc', send);
    sync.setListener({ onUnsaved: (value) => unsaved.push(value), onRejected: vi.fn() });
    sync.record(7, { responseIndex: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(unsaved.at(-1)).toBe(true);
    sync.record(8, { responseIndex: 1 });
    expect(unsaved.at(-1)).toBe(true);
    await vi.advanceTimersByTimeAsync(3000);
    expect(send).toHaveBeenLastCalledWith([
      { questionId: 7, responseIndex: 2 },
      { questionId: 8, responseIndex: 1 },
    ]);
    expect(unsaved.at(-1)).toBe(false);
  });

  it('keeps choices made offline, across a reload, and retries until the network returns', async () => {
    const send = vi.fn().mockRejectedValue(offline());
    const first = new AnswerSync('abc', send);
    first.record(1, { responseIndex: 0 });
    first.record(2, { responseIndex: 3 });
    await vi.advanceTimersByTimeAsync(0);
    expect(AnswerSync.stored('abc')).toEqual({ 1: { responseIndex: 0 }, 2: { responseIndex: 3 } });
    first.stop();

    // The page reloads, still offline; then the connection comes back.
    const reloaded = new AnswerSync('abc', send);
    reloaded.start();
    await vi.advanceTimersByTimeAsync(3000);
    send.mockResolvedValue({});
    await vi.advanceTimersByTimeAsync(3000);
    expect(send).toHaveBeenLastCalledWith([
      { questionId: 1, responseIndex: 0 },
      { questionId: 2, responseIndex: 3 },
    ]);
    expect(AnswerSync.stored('abc')).toEqual({});
    reloaded.stop();
  });

  it('sends a choice made while an earlier save was in flight, even after a failure', async () => {
    let release: (value: unknown) => void = () => undefined;
    const send = vi
      .fn()
      .mockRejectedValueOnce(offline())
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
      .mockResolvedValue({});
    const sync = new AnswerSync('abc', send);
    sync.record(1, { responseIndex: 1 });
    await vi.advanceTimersByTimeAsync(3000);
    sync.record(2, { responseIndex: 2 });
    release({});
    await vi.runAllTimersAsync();
    expect(send).toHaveBeenLastCalledWith([{ questionId: 2, responseIndex: 2 }]);
    expect(AnswerSync.stored('abc')).toEqual({});
  });

  it('keeps and retries a choice when the server fails (a deploy, a 502)', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(502, 'UNKNOWN', 'HTTP error! status: 502'))
      .mockResolvedValue({});
    const onRejected = vi.fn();
    const sync = new AnswerSync('abc', send);
    sync.setListener({ onUnsaved: vi.fn(), onRejected });
    sync.record(4, { responseIndex: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(AnswerSync.stored('abc')).toEqual({ 4: { responseIndex: 1 } });
    await vi.advanceTimersByTimeAsync(3000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(AnswerSync.stored('abc')).toEqual({});
    expect(onRejected).not.toHaveBeenCalled();
  });

  it('drops and reports choices the server refuses', async () => {
    const refused = new ApiError(409, 'EXAM_TIME_OVER', 'El tiempo del examen terminó.');
    const onRejected = vi.fn();
    const sync = new AnswerSync('abc', vi.fn().mockRejectedValue(refused));
    sync.setListener({ onUnsaved: vi.fn(), onRejected });
    sync.record(1, { responseIndex: 1 });
    await vi.runAllTimersAsync();
    expect(onRejected).toHaveBeenCalledWith(refused);
    expect(AnswerSync.stored('abc')).toEqual({});
  });

  it('sends a mark alone with no choice, and merged with a choice still waiting', async () => {
    const send = vi.fn().mockRejectedValueOnce(offline()).mockResolvedValue({});
    const sync = new AnswerSync('abc', send);
    sync.record(5, { flagged: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenLastCalledWith([{ questionId: 5, responseIndex: null, flagged: true }]);
    // Offline: the choice made next joins the mark that waits.
    sync.record(5, { responseIndex: 2 });
    expect(AnswerSync.stored('abc')).toEqual({ 5: { responseIndex: 2, flagged: true } });
    await vi.advanceTimersByTimeAsync(3000);
    expect(send).toHaveBeenLastCalledWith([{ questionId: 5, responseIndex: 2, flagged: true }]);
    expect(AnswerSync.stored('abc')).toEqual({});
  });

  it('finishes with only what the server has not confirmed, and the skipped question as -1', async () => {
    const send = vi.fn().mockResolvedValueOnce({}).mockRejectedValue(offline());
    const sync = new AnswerSync('abc', send);
    sync.record(1, { responseIndex: 2 });
    await vi.advanceTimersByTimeAsync(0);
    sync.record(2, { flagged: true });
    await vi.advanceTimersByTimeAsync(0);
    // Question 1 is saved: sent again it could undo a later choice made on another device.
    expect(sync.finishList([3])).toEqual([
      { questionId: 2, responseIndex: null, flagged: true },
      { questionId: 3, responseIndex: -1 },
    ]);
    sync.stop();
  });

  it('keeps a mark toggled again while the first toggle was being saved', async () => {
    let release: (value: unknown) => void = () => undefined;
    const send = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
      .mockResolvedValue({});
    const sync = new AnswerSync('abc', send);
    sync.record(3, { responseIndex: 1, flagged: true });
    // The first save goes out (from a task of its own) before the mark is toggled again.
    await vi.advanceTimersByTimeAsync(0);
    sync.record(3, { flagged: false });
    release({});
    await vi.runAllTimersAsync();
    expect(send).toHaveBeenLastCalledWith([{ questionId: 3, responseIndex: 1, flagged: false }]);
    expect(AnswerSync.stored('abc')).toEqual({});
  });

  it('reads choices stored before marks existed, so an update mid-exam loses none', async () => {
    localStorage.setItem('oece.exam.abc.pending', JSON.stringify({ 1: 2, 2: -1, 3: null }));
    expect(AnswerSync.stored('abc')).toEqual({
      1: { responseIndex: 2 },
      2: { responseIndex: -1 },
      3: { responseIndex: null },
    });
    const send = vi.fn().mockResolvedValue({});
    const sync = new AnswerSync('abc', send);
    sync.start();
    await vi.runAllTimersAsync();
    // Without a mark the server keeps the one it has.
    expect(send).toHaveBeenCalledWith([
      { questionId: 1, responseIndex: 2 },
      { questionId: 2, responseIndex: -1 },
      { questionId: 3, responseIndex: null },
    ]);
    sync.stop();
  });

  it('ignores a stored value it cannot read', () => {
    localStorage.setItem('oece.exam.abc.pending', JSON.stringify({ 1: 'x', 2: { flagged: true }, 3: 1 }));
    expect(AnswerSync.stored('abc')).toEqual({ 3: { responseIndex: 1 } });
    localStorage.setItem('oece.exam.abc.pending', '[not json');
    expect(AnswerSync.stored('abc')).toEqual({});
  });
});
