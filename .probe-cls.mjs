import { chromium } from "playwright-core";
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-dev-shm-usage"] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
await page.goto(`${base}/fire-cape`, { waitUntil: "load" });
const saved = page.waitForResponse((r) => r.url().endsWith("/api/cart/saveCartData"), { timeout: 15_000 });
await page.getByTestId("add-to-cart").first().click();
await saved.catch(() => undefined);
const page2 = await context.newPage();
const cdp = await context.newCDPSession(page2);
await cdp.send("Network.enable");
await cdp.send("Network.clearBrowserCache");
await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await page2.addInitScript(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__shifts.push({ v: e.value, t: Math.round(e.startTime), s: e.sources.map((s) => (s.node?.getAttribute?.("data-testid") || s.node?.nodeName) + " " + JSON.stringify(s.previousRect) + "->" + JSON.stringify(s.currentRect)) });
  }).observe({ type: "layout-shift", buffered: true });
});
await page2.goto(`${base}/checkout`, { waitUntil: "networkidle" });
await page2.waitForTimeout(4000);
console.log(JSON.stringify(await page2.evaluate(() => window.__shifts), null, 1));
await browser.close();
