import { expect, type Locator, type Page } from '@playwright/test';
import { A11Y_PAGES, type A11yRole } from './a11y-pages';
import { expectNoSeriousA11yViolations } from './axe';
import { waitForPageCode } from './pages';

/**
 * One role's walk through its pages (A11Y_PAGES) in one browser page: `check` runs axe on a page or
 * one of its states once `ready` shows, and `done` fails unless every page of the role's list was
 * checked, so the list stays what the journey does.
 */
export function a11yWalk(page: Page, role: A11yRole) {
  const checked = new Set<string>();
  return {
    async check(route: string, ready: Locator) {
      expect(A11Y_PAGES[role], `${route} en la lista de ${role}`).toContain(route);
      await expect(ready).toBeVisible();
      await waitForPageCode(page);
      // Axe measures colours as they are painted: transitions (a dialog fading in, a button coming
      // alive with the page's code) end first.
      await page.evaluate(async () => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        await Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        );
      });
      await expectNoSeriousA11yViolations(page);
      checked.add(route);
    },
    done() {
      expect([...checked].sort()).toEqual([...A11Y_PAGES[role]].sort());
    },
  };
}
