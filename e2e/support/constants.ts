export const E2E_ADMIN = { username: 'admin', password: 'admin-e2e-password' } as const;
