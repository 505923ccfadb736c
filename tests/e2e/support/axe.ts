import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.2 AA plus axe's best practices: what issue 9 asks for, and what Lighthouse checks. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Waits for every finite animation (drawer slide, toast fade, menu slide) to end, so axe measures
 * the colours the visitor ends up seeing rather than a half-faded frame.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter((animation) =>
        Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY),
      );
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Runs axe on the page as it is now and returns one readable block per violation (rule id, impact,
 * help, and each offending node's selector with axe's summary of what to fix). Empty when clean.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // The page as it settles: right after a save, the refreshed page was once audited while its
  // <title> was not back yet (CI, the promotion editor). A page that never gets a title still fails,
  // here rather than as axe's document-title.
  await expect(page, "the page has a title").toHaveTitle(/\S/);
  await settleAnimations(page);
  // Legacy mode runs axe.run() in the page itself: the default opens a blank page per run for
  // axe.finishRun(), which cost about 1.5 s a run here, and the shop has no cross-origin frames
  // (outside hosts are refused). Only violations are reported, so axe skips building the rest.
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  return results.violations.map((violation) => {
    const nodes = violation.nodes
      .map((node) => {
        const summary = (node.failureSummary ?? "").replace(/\s+/g, " ").trim();
        return `    - ${node.target.join(" ")}${summary ? `\n      ${summary}` : ""}`;
      })
      .join("\n");
    return `${violation.id} [${violation.impact ?? "no impact"}]: ${violation.help} (${violation.helpUrl})\n${nodes}`;
  });
}
