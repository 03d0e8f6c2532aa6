export const TEST_ADMIN = { username: 'admin', password: 'admin-test-password' } as const;

/**
 * The test clock's first instant, and the template database's seed time: what the seed dates
 * (the public set's `public_since`) is already past when a test starts.
 */
export const TEST_START = new Date('2026-11-20T15:00:00Z');
