// `npm run catalogue -- COMMAND`: products and settings for operators and scripts (issue 15; the
// commands are in `help`). It reads the same .env files as `next start`, migrates and seeds the
// database like a starting server, and writes through the server's repository, so it is safe
// while the shop runs. tsx runs it with the react-server condition, under which the server
// modules' `server-only` marker is the empty module.
import { userInfo } from "node:os";
import { isAbsolute, resolve } from "node:path";
// @next/env is a CommonJS bundle whose names Node cannot detect: take its default export.
import nextEnv from "@next/env";
import { CATALOGUE_HELP, parseCatalogueCommand } from "@/domain/catalogue/catalogue-command";

// stdout is the command's answer (a table, or JSON a script parses). The server's logger writes
// its JSON lines to process.stdout, looked up per line: send them to stderr instead, and keep
// the routine ones (applied migrations) out unless LOG_LEVEL asks for them.
const answer = process.stdout.write.bind(process.stdout);
process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;
process.env.LOG_LEVEL ??= "warn";
// `... list | head` closes the pipe early: that is the reader's choice, not a failure.
process.stdout.on("error", (error: NodeJS.ErrnoException) => process.exit(error.code === "EPIPE" ? 0 : 3));

const out = (text: string) => void answer(`${text}\n`);
const err = (text: string) => void process.stderr.write(`${text}\n`);

/** `cli:<os user>`: who the history names. A container user with no passwd entry still gets a name. */
function actor(): string {
  try {
    return `cli:${userInfo().username}`;
  } catch {
    return `cli:uid-${process.getuid?.() ?? "unknown"}`;
  }
}

// npm runs scripts in the package's folder; INIT_CWD is where the operator typed the command.
const typedIn = process.env.INIT_CWD ?? process.cwd();

async function main(): Promise<number> {
  const parsed = parseCatalogueCommand(process.argv.slice(2));
  if (!parsed.ok) {
    err(`${parsed.message}\n\nRun \`npm run catalogue -- help\` for the commands.`);
    return 2;
  }
  if (parsed.command.name === "help") {
    out(CATALOGUE_HELP);
    return 0;
  }
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: () => {} });
  try {
    const { runCatalogueCommand } = await import("./lib/catalogue-commands");
    const { closeDatabase } = await import("@/server/db/client");
    try {
      return await runCatalogueCommand(parsed.command, {
        out,
        err,
        actor: actor(),
        resolvePath: (file) => (isAbsolute(file) ? file : resolve(typedIn, file)),
        now: () => new Date(),
      });
    } finally {
      await closeDatabase();
    }
  } catch (error) {
    // A bad configuration names its variable in the message; nothing personal reaches here.
    err(`could not run: ${error instanceof Error ? error.message : String(error)}`);
    return 3;
  }
}

process.exitCode = await main();
