// @vitest-environment node
import { isValidElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { A11Y_PAGES } from '../../../../e2e/support/a11y-pages';
import { routes } from './routes';

/** A route that only sends elsewhere: a loader's redirect with nothing to render, or a <Navigate>. */
function redirectsOnly(route: RouteObject): boolean {
  if (route.lazy || route.Component) return false;
  return !route.element || (isValidElement(route.element) && route.element.type === Navigate);
}

/** Every page of the route table, by its path ('/dashboard/*' for the 404 page under /dashboard). */
function pagesOf(list: RouteObject[], base = '/'): string[] {
  return list.flatMap((route) => {
    // The table's paths are absolute (from the site's paths), but for the fallbacks '*'.
    const path =
      route.path === '*' ? `${base === '/' ? '' : base}/*` : route.path?.startsWith('/') ? route.path : base;
    if (route.children) return pagesOf(route.children, path);
    return redirectsOnly(route) ? [] : [path];
  });
}

describe('the accessibility journeys', () => {
  it('check every page of the app, each in one role', () => {
    const checked = Object.values(A11Y_PAGES).flat();
    expect(new Set(checked).size).toBe(checked.length);
    expect([...checked].sort()).toEqual(pagesOf(routes).sort());
  });
});
