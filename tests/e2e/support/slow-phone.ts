import type { Page } from "@playwright/test";

/**
 * Runs `fn` on a throttled phone, as Lighthouse's mobile run models one (a slow 4G link, the CPU
 * 4× slower): the page paints its server HTML well before hydration, so whatever the first render
 * on the client changes is laid out after a visible frame. The page is reused by the worker's next
 * test, so the throttling is lifted whatever happens.
 */
export async function onSlowPhone(page: Page, fn: () => Promise<void>): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  try {
    await fn();
  } finally {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
  }
}
