import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe-core's serious and critical violations on the page as it is now, one `rule: help (targets)`
 * line each. Legacy mode runs axe once, in the page: the default also injects it into each frame and
 * then into a blank page of its own to merge the frames' results (a trace showed those steps as ~1.6 s
 * of a 9 s test; over two whole specs the browser's CPU fell only 129 → 120 s, ADR 0221). None of the pages checked has a frame axe
 * could enter: the site editor's preview shows a public page, which all-routes.spec.ts checks on its
 * own, and a video's player is made only when it is pressed.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
}
