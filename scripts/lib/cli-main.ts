// The frame every command-line tool of the shop shares (`npm run catalogue`, `npm run operator`):
// stdout carries only the command's answer, the environment is read like `next start` reads it,
// and the database is closed however the command ends. tsx runs the tools with the react-server
// condition, under which the server modules' `server-only` marker is the empty module.
import { userInfo } from "node:os";
// @next/env is a CommonJS bundle whose names Node cannot detect: take its default export.
import nextEnv from "@next/env";

/** What every command gets: its two streams, who the history names, and the clock. */
export type CliIo = {
  /** The command's answer (stdout). */
  out: (text: string) => void;
  /** Problems and notes (stderr). */
  err: (text: string) => void;
  /** Who the history names: `cli:<os user>`, never an email. */
  actor: string;
  now: () => Date;
};

export type CliTool<Command extends { name: string }> = {
  /** As typed after `npm run`. */
  script: string;
  help: string;
  parse: (argv: readonly string[]) => { ok: true; command: Command } | { ok: false; message: string };
  /** Loads the server's modules itself (a dynamic import), after the environment is read. */
  run: (command: Command, io: CliIo) => Promise<number>;
};

// stdout is the command's answer (a table, a link, or JSON a script parses). The server's logger
// writes its JSON lines to process.stdout, looked up per line: send them to stderr instead, and
// keep the routine ones (applied migrations) out unless LOG_LEVEL asks for them.
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

/** Runs the tool on the process's arguments and sets the exit code: 0 done, 1 refused, 2 usage, 3 failed. */
export async function runCli<Command extends { name: string }>(tool: CliTool<Command>): Promise<void> {
  process.exitCode = await main(tool);
}

async function main<Command extends { name: string }>(tool: CliTool<Command>): Promise<number> {
  const parsed = tool.parse(process.argv.slice(2));
  if (!parsed.ok) {
    err(`${parsed.message}\n\nRun \`npm run ${tool.script} -- help\` for the commands.`);
    return 2;
  }
  if (parsed.command.name === "help") {
    out(tool.help);
    return 0;
  }
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: () => {} });
  try {
    const { closeDatabase } = await import("@/server/db/client");
    try {
      return await tool.run(parsed.command, { out, err, actor: actor(), now: () => new Date() });
    } finally {
      await closeDatabase();
    }
  } catch (error) {
    // A bad configuration names its variable in the message; nothing personal reaches here.
    err(`could not run: ${error instanceof Error ? error.message : String(error)}`);
    return 3;
  }
}
