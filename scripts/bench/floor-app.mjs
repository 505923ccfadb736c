// @ts-check
// The framework's own Lighthouse floor: an empty Next.js App Router page (one heading, one
// paragraph, no client components), built with the same next and react as the shop and audited
// with the same settings. What the shop scores above or below it is ours; what it scores itself is
// this machine plus the framework.

import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { linkNodeModules } from "./growth.mjs";
import { runLighthouse } from "./lighthouse.mjs";
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
};

/**
 * Builds the empty app in a temporary folder, serves it and runs Lighthouse on it twice (the
 * floor is noisy too); returns both runs.
 * @param {(line: string) => void} log
 */
export async function measureFrameworkFloor(log) {
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
  const port = await freePort();
  const server = startChild(
    process.execPath,
    [path.join(dir, "node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"],
    { cwd: dir, env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" } },
  );
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHttp(`${baseUrl}/`, server, "framework floor (next start)");
    return await runLighthouse(baseUrl, log, undefined, [
      { type: "framework floor", path: "/" },
      { type: "framework floor", path: "/" },
    ]);
  } finally {
    await server.stop();
  }
}
