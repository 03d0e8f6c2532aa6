/**
 * Every island a public page may contain (island.tsx), by name, with its code loaded on demand: a
 * visitor's browser downloads the code of the islands on the page it shows, and nothing else.
 */
export const ISLANDS = {
  'login-form': async () => (await import('../../features/auth/components/login-page')).LoginForm,
};

export type IslandName = keyof typeof ISLANDS;
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof ISLANDS)[N]>>;
