// `npm run retention`: one pass of the retention job, for cron (RETENTION_INTERVAL_MINUTES=0 turns
// the server's own timer off). It reads the same .env files as `next start`, takes the same lock as
// the servers (so it skips if one of them is running the job), logs its counts as one JSON line
// and exits 0, or 1 if the configuration or the database fails. tsx runs it with the react-server
// condition, under which the server modules' `server-only` marker is the empty module.
// @next/env is a CommonJS bundle whose names Node cannot detect: take its default export.
import nextEnv from "@next/env";
import { createLogger } from "@/server/logger";

const quiet = { info: () => {}, error: () => {} };
nextEnv.loadEnvConfig(process.cwd(), false, quiet);

let exitCode = 0;
try {
  const { runRetention } = await import("@/server/retention/run-retention");
  const { closeDatabase } = await import("@/server/db/client");
  try {
    await runRetention();
  } finally {
    await closeDatabase();
  }
} catch (error) {
  // The shop's logger needs a valid configuration for its level; this entry must not.
  createLogger("info").fatal({ err: error }, "retention run failed");
  exitCode = 1;
}
process.exit(exitCode);
