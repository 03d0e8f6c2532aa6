import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// axe-core 4.14 rather than the 4.13 that @axe-core/playwright brings: from 4.14 on it checks that a
// control's name contains its visible text (WCAG 2.5.3), an experimental rule before.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The page as it stands has no serious or critical axe-core violation (WCAG 2.1 A and AA rules,
 * contrast included); a failure lists each rule with the elements it found.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page, axeSource })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes
        .map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 160)}`)
        .slice(0, 5),
    }));
  expect(serious).toEqual([]);
}
