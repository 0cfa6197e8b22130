import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the rules issue #18 asks every page to pass. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeViolations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** One line per failing element: rule, impact, target and axe's first reason. */
function describeViolations(violations: AxeViolations): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const reason = [...node.any, ...node.all, ...node.none][0]?.message ?? violation.help;
      return `${violation.id} (${violation.impact ?? 'n/a'}) ${node.target.join(' ')}: ${reason}`;
    }),
  );
}

/**
 * Runs axe-core on the page as it is now and lists every broken WCAG A/AA rule. The check is
 * soft, so one run reports every page state; the test still fails at its end.
 */
export async function expectNoAxeViolations(page: Page, state: string) {
  // Let antd's open and close animations finish: half-faded text fails contrast by accident.
  // Spinners turn for ever and are left out.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const width = page.viewportSize()?.width ?? 0;
  expect.soft(describeViolations(results.violations), `${state} at ${width} px`).toEqual([]);
}

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1440, height: 900 };

/**
 * expectNoAxeViolations on a phone and on a wide screen: the page's own width first, then the
 * other one, and the page's width is put back.
 */
export async function scanBothWidths(page: Page, state: string) {
  const own = page.viewportSize() ?? PHONE;
  await expectNoAxeViolations(page, state);
  await page.setViewportSize(own.width === PHONE.width ? DESKTOP : PHONE);
  await expectNoAxeViolations(page, state);
  await page.setViewportSize(own);
}
