// @ts-check
// The framework's own floor: an empty Next.js App Router app built with the same next and react as
// the shop. Its page (one heading, one paragraph, no client components) is audited with the same
// Lighthouse settings; its trivial route handler (`GET /api/health`, a constant JSON answer,
// no-store) is loaded beside the shop's own. What the shop does above or below it is ours; what it
// does itself is this machine plus the framework. Built once per bench run, whoever asks first.

import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { linkNodeModules } from "./growth.mjs";
import { runLighthouse } from "./lighthouse.mjs";
import { medianAudit } from "./lighthouse-budgets.mjs";
import { freePort, ROOT, runToEnd, startChild, tempDir, waitForHttp } from "./processes.mjs";

const FILES = {
  "package.json": JSON.stringify({ name: "framework-floor", private: true, type: "module" }),
  "next.config.mjs": "export default { typescript: { ignoreBuildErrors: true } };\n",
  "tsconfig.json": JSON.stringify({
    compilerOptions: {
      target: "ES2022",
      lib: ["dom", "ES2023"],
      jsx: "react-jsx",
      module: "esnext",
      moduleResolution: "bundler",
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      isolatedModules: true,
      esModuleInterop: true,
    },
    include: ["**/*.ts", "**/*.tsx"],
  }),
  "app/layout.tsx": `export const metadata = { title: "Framework floor", description: "An empty Next.js page." };
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`,
  "app/page.tsx": `export default function Page() {
  return (<main><h1>Framework floor</h1><p>An empty Next.js App Router page.</p></main>);
}
`,
  "app/api/health/route.ts": `export const dynamic = "force-dynamic";
export function GET() {
  return Response.json({ ok: true }, { headers: { "cache-control": "no-store" } });
}
`,
};

/** @type {Promise<string> | undefined} */
let built;

/**
 * Builds the empty app in a temporary folder, once per process: the Lighthouse floor and the route
 * floor share the build. Answers the folder.
 * @param {(line: string) => void} log
 * @returns {Promise<string>}
 */
export function buildFrameworkFloor(log) {
  built ??= (async () => {
    const dir = tempDir("bench-floor-");
    for (const [name, text] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    await linkNodeModules(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), log);
    log("floor: building an empty Next.js app…");
    await runToEnd(process.execPath, [path.join(dir, "node_modules/next/dist/bin/next"), "build"], {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
      label: "next build (framework floor)",
    });
    return dir;
  })();
  // A failed build is not kept: the next caller tries again.
  built.catch(() => {
    built = undefined;
  });
  return built;
}

/**
 * Serves the empty app with `next start` as the shop is served; the caller stops it.
 * @param {(line: string) => void} log
 * @returns {Promise<{ baseUrl: string, stop: () => Promise<void> }>}
 */
export async function startFrameworkFloor(log) {
  const dir = await buildFrameworkFloor(log);
  const port = await freePort();
  const server = startChild(
    process.execPath,
    [path.join(dir, "node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"],
    { cwd: dir, env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" } },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${baseUrl}/`, server, "framework floor (next start)");
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { baseUrl, stop: server.stop };
}

/**
 * Serves the empty app (built once per run) and audits it `audits` times (the floor is noisy too);
 * returns every audit.
 * @param {(line: string) => void} log
 * @param {"simulate" | "devtools"} [throttling]
 * @param {number} [audits]
 */
export async function measureFrameworkFloor(log, throttling = "simulate", audits = 2) {
  const server = await startFrameworkFloor(log);
  try {
    return await runLighthouse(server.baseUrl, log, { only: floorTargets(audits), throttling });
  } finally {
    await server.stop();
  }
}

/** @param {number} count */
const floorTargets = (count) => Array.from({ length: count }, () => ({ type: "framework floor", path: "/" }));

/**
 * The shop's page types and the empty app's page audited in the same rounds: each round audits
 * every page type once, then its share of the floor's audits, so a page's median and the floor's
 * come from the same stretch of the machine's time rather than the floor from its end alone.
 * Answers each page type's medians (medianAudit) and every floor audit.
 * @param {string} baseUrl  the shop's server
 * @param {(line: string) => void} log
 * @param {{ targets: import("./lighthouse.mjs").PageTarget[], runs: number, floorRuns: number,
 *   throttling: "simulate" | "devtools", saveDir?: string }} options
 */
export async function measurePagesBesideFloor(baseUrl, log, { targets, runs, floorRuns, throttling, saveDir }) {
  const floorServer = await startFrameworkFloor(log);
  try {
    /** @type {import("./lighthouse-budgets.mjs").LighthousePage[][]} */
    const audits = targets.map(() => []);
    /** @type {import("./lighthouse-budgets.mjs").LighthousePage[]} */
    const floor = [];
    for (let round = 0; round < runs; round++) {
      log(`lighthouse (${throttling}): round ${round + 1} of ${runs}`);
      const pages = await runLighthouse(baseUrl, log, {
        only: targets,
        throttling,
        ...(saveDir ? { saveDir, fileSuffix: `-${round + 1}` } : {}),
      });
      for (const [index, page] of pages.entries()) audits[index]?.push(page);
      // The floor's audits spread over the rounds as evenly as whole audits allow (5 in 3: 1, 2, 2).
      const share = Math.floor(((round + 1) * floorRuns) / runs) - Math.floor((round * floorRuns) / runs);
      if (share > 0)
        floor.push(...(await runLighthouse(floorServer.baseUrl, log, { only: floorTargets(share), throttling })));
    }
    return { pages: audits.map((each) => medianAudit(each)), floor };
  } finally {
    await floorServer.stop();
  }
}
