import { AppError } from '../../shared/errors';
import type { RateLimitsRepository } from './rate-limits.repository';

/** How many hits of one key a window takes, and what the one past them is told. */
export interface RateLimit {
  max: number;
  windowMs: number;
  message: string;
}

/** Counters shared by every process (in the database), for what visitors and members may repeat. */
export function createRateLimitsService(deps: { rateLimits: RateLimitsRepository; clock: () => Date }) {
  const { rateLimits, clock } = deps;
  return {
    /** Counts one hit of `key`; past the limit, a 429 with the limit's message. */
    async limit(key: string, limit: RateLimit): Promise<void> {
      const hits = await rateLimits.hit(key, limit.windowMs, clock());
      if (hits > limit.max) throw new AppError('RATE_LIMITED', limit.message);
    },
  };
}

export type RateLimitsService = ReturnType<typeof createRateLimitsService>;
