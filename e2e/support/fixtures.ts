import { test as base, expect } from '@playwright/test';

// global-setup starts the server and publishes its address through the environment,
// which Playwright hands to the workers that load this file.
export const test = base.extend({ baseURL: process.env.E2E_BASE_URL });

export { expect };

export function altBrandUrl(pathname: string): string {
  return `${process.env.E2E_ALT_BASE_URL}${pathname}`;
}
