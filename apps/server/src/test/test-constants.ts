export const TEMPLATE_DATABASE = 'oece_test_template';
export const TEST_ADMIN = { username: 'admin', password: 'admin-test-password' } as const;
