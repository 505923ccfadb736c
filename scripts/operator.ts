// `npm run operator -- COMMAND`: the back office's operators (issue 16; the commands are in
// `help`). Reads the same .env files as `next start` and migrates the database like a starting
// server. tsx runs it with the react-server condition, under which `server-only` is empty.
import { userInfo } from "node:os";
// @next/env is a CommonJS bundle whose names Node cannot detect: take its default export.
import nextEnv from "@next/env";
import { OPERATOR_HELP, parseOperatorCommand } from "@/domain/admin/operator-command";

// stdout is the command's answer (a link, a list); the server's JSON log lines go to stderr.
const answer = process.stdout.write.bind(process.stdout);
process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;
process.env.LOG_LEVEL ??= "warn";
process.stdout.on("error", (error: NodeJS.ErrnoException) => process.exit(error.code === "EPIPE" ? 0 : 3));

const out = (text: string) => void answer(`${text}\n`);
const err = (text: string) => void process.stderr.write(`${text}\n`);

function actor(): string {
  try {
    return `cli:${userInfo().username}`;
  } catch {
    return `cli:uid-${process.getuid?.() ?? "unknown"}`;
  }
}

async function main(): Promise<number> {
  const parsed = parseOperatorCommand(process.argv.slice(2));
  if (!parsed.ok) {
    err(`${parsed.message}\n\nRun \`npm run operator -- help\` for the commands.`);
    return 2;
  }
  if (parsed.command.name === "help") {
    out(OPERATOR_HELP);
    return 0;
  }
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: () => {} });
  try {
    const { runOperatorCommand } = await import("./lib/operator-commands");
    const { closeDatabase } = await import("@/server/db/client");
    try {
      return await runOperatorCommand(parsed.command, { out, err, actor: actor(), now: () => new Date() });
    } finally {
      await closeDatabase();
    }
  } catch (error) {
    err(`could not run: ${error instanceof Error ? error.message : String(error)}`);
    return 3;
  }
}

process.exitCode = await main();
