import { expect, type Page } from "@playwright/test";
import { nextFrames } from "./frames";

type Shift = { value: number; sources: string[] };

/** Records each document's layout shifts from its start (none after input), with what moved, on window.__shifts. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as { __shifts: Shift[] };
    scope.__shifts = [];
    type Entry = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node;
          return node instanceof Element
            ? `${node.tagName} "${node.textContent?.slice(0, 30)}" y ${source.previousRect.y}→${source.currentRect.y} at ${Math.round(entry.startTime)} ms`
            : String(node?.nodeName);
        });
        scope.__shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The page's layout shifts so far, summed; the message names what moved. */
export async function expectNoLayoutShift(page: Page): Promise<void> {
  // Two frames after hydration: whatever the render after it changed has been laid out and reported.
  await nextFrames(page);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  const sum = shifts.reduce((total, shift) => total + shift.value, 0);
  expect(sum, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);
}
