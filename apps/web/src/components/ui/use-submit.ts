import { useState } from 'react';
import { ApiError } from '../../lib/api-client';

/**
 * A form's or a button's save: runs `action`, says whether it is running and, once it has failed,
 * the message to show: the server's own when it answered (it speaks Spanish), else `fallback`,
 * the caller's words for a failure the server did not explain (the network, a bug).
 */
export function useSubmit<Args extends unknown[]>(
  action: (...args: Args) => Promise<unknown>,
  fallback: string,
) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** Resolves with the failure's message, or null when the action went through. */
  async function submit(...args: Args): Promise<string | null> {
    setPending(true);
    setError(null);
    try {
      await action(...args);
      return null;
    } catch (caught) {
      const message = caught instanceof ApiError && !caught.isNetwork ? caught.message : fallback;
      setError(message);
      return message;
    } finally {
      setPending(false);
    }
  }

  return { submit, pending, error, reset: () => setError(null) };
}
