import "server-only";

/**
 * Start-up for the Node.js server. Loading the env module validates the configuration, so a bad
 * value stops the process with the variable's name; then the database is migrated.
 */
export async function startUp(): Promise<void> {
  let databaseUrl: string;
  try {
    ({ DATABASE_URL: databaseUrl } = (await import("./env")).env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // Before anything slow, so the first requests Next serves are stamped (peer address, policy).
  const { installRequestStamp } = await import("./http/request-stamp");
  installRequestStamp({
    contentSecurityPolicy: (await import("./http/content-security-policy")).CONTENT_SECURITY_POLICY,
  });
  const drift = (await import("./env")).bakedEnvDrift();
  if (drift.length > 0) {
    console.warn(
      `[config] The pages were built with other values of ${drift.join(", ")}: prerendered pages show the old ones until the next build (\`npm start\` rebuilds by itself).`,
    );
  }
  const { ensureDatabaseReady } = await import("./db/migrate");
  const { dialect } = (await import("./db/database-url")).resolveDatabaseTarget(databaseUrl);
  try {
    await ensureDatabaseReady();
    console.info(`[db] ready (${dialect})`);
  } catch (error) {
    // The server still starts: /api/health answers 503 and the next request retries the migration.
    console.error(`[db] not ready at start-up (${dialect}):`, error instanceof Error ? error.message : error);
  }
  // The worker tolerates a database that is not there yet: it logs and tries again on its next pass.
  (await import("./email/outbox-worker")).startOutboxWorker();
}
