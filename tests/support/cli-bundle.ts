import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import { runCaptured, type ScriptRun } from "./run-captured";

const ROOT = resolve(import.meta.dirname, "../..");

/** What a command-line run left: its exit code and both streams. */

/** Runs the tool with these arguments, typed in `cwd`, as `runNpmScript` does. */
export type BundledCli = {
  run: (args: readonly string[], options?: { cwd?: string; env?: Record<string, string> }) => Promise<ScriptRun>;
  remove: () => void;
};

/**
 * `scripts/<script>.ts` built once into one ESM file with esbuild (tsx's own, the compiler that
 * `npm run` uses), then run with plain `node` per command. `npm run` starts npm, sh and tsx and
 * compiles the server's TypeScript for each command (about 3 s, far more on a busy machine); the
 * bundle starts in about a second. The program is the same: the same entry and main function,
 * the same react-server condition, run from the project folder with INIT_CWD set to where the
 * command was typed, as npm does, against DATABASE_URL (the test file's database unless `env`
 * names another). The integration tests of each tool keep at least one command through
 * `npm run`, the way an operator types it.
 */
export async function bundleCli(script: "catalogue" | "operator"): Promise<BundledCli> {
  // Inside the project, so the bundle's packages (left outside it) resolve from node_modules.
  const cache = join(ROOT, "node_modules", ".cache");
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, `cli-${script}-`));
  const outfile = join(dir, `${script}.mjs`);
  await build({
    entryPoints: [join(ROOT, "scripts", `${script}.ts`)],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    conditions: ["react-server"],
    tsconfig: join(ROOT, "tsconfig.json"),
    logLevel: "error",
  });
  return {
    run: (args, options = {}) =>
      runCaptured(process.execPath, ["--conditions=react-server", outfile, ...args], {
        cwd: ROOT,
        env: {
          ...process.env,
          DATABASE_URL: process.env.DATABASE_URL ?? "",
          INIT_CWD: options.cwd ?? process.cwd(),
          ...options.env,
        },
      }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

const perProcess = new Map<string, Promise<BundledCli>>();

/**
 * The tool's stdout for `args` against `databaseUrl`, from a bundle built once per process (each
 * Playwright worker) and removed when the process exits; a command that does not exit 0 throws
 * with its stderr, as `execFile` did.
 */
export async function runBundledCli(
  script: "catalogue" | "operator",
  databaseUrl: string,
  args: readonly string[],
): Promise<string> {
  let bundle = perProcess.get(script);
  if (!bundle) {
    bundle = bundleCli(script);
    perProcess.set(script, bundle);
    // "exit" runs no promise callbacks: keep the bundle at hand to remove it there.
    let built: BundledCli | undefined;
    bundle.then(
      (cli) => {
        built = cli;
      },
      () => {}, // the command awaiting it reports the failure
    );
    process.once("exit", () => built?.remove());
  }
  const run = await (await bundle).run(args, { env: { DATABASE_URL: databaseUrl } });
  if (run.code !== 0) throw new Error(`${script} ${args.join(" ")} exited with ${run.code}: ${run.stderr}`);
  return run.stdout;
}
