export const TEST_ADMIN = { username: 'admin', password: 'admin-test-password' } as const;
