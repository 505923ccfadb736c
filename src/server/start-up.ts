import "server-only";
import { createLogger, errorMessage } from "./logger";

/**
 * Start-up for the Node.js server. Loading the env module validates the configuration, so a bad
 * value stops the process with the variable's name; then the database is migrated.
 */
export async function startUp(): Promise<void> {
  let databaseUrl: string;
  try {
    ({ DATABASE_URL: databaseUrl } = (await import("./env")).env);
  } catch (error) {
    // log.ts needs a parsed env for its level: this one entry goes through a logger at the default level.
    const message = error instanceof Error ? error.message : String(error);
    createLogger("info").fatal({ code: "config:invalid" }, message);
    process.exit(1);
  }
  // For the shop's server (scripts/serve.mjs), which accepts no request before register() has run:
  // every request is stamped (peer address, policy) and, under overload, served first come, first
  // served with short loop turns, so new connections are accepted; a private link that opens
  // nothing is answered with the 404 page rendered on the server.
  (await import("./http/server-hooks")).registerServerHooks({
    stamp: (await import("./http/shop-request-stamp")).createShopRequestStamp(),
    admit: (await import("./load/request-admission")).createRequestAdmission(
      (await import("./env")).env.REQUEST_TURN_SLICE_MS,
    ),
    route: (await import("./http/private-link-route")).routePrivateLink,
  });
  const { log } = await import("./log");
  (await import("./console-to-log")).routeConsoleToLog(log);
  const drift = (await import("./env")).bakedEnvDrift();
  if (drift.length > 0) {
    log.warn(
      { variables: drift },
      "the pages were built with other values of these variables: prerendered pages show the old ones until the next build (`npm start` rebuilds by itself)",
    );
  }
  await logPaymentMode();
  const { database } = await import("./db/database");
  const { dialect } = (await import("./db/database-url")).resolveDatabaseTarget(databaseUrl);
  try {
    await database();
    log.info({ dialect }, "database ready");
    // The code's products and the environment's settings, written once; an operator's edits stay.
    const seeded = await (await import("./catalogue/catalogue-store")).prepareCatalogue();
    log.info(
      {
        version: seeded.version,
        inserted: seeded.inserted.length,
        updated: seeded.updated.length,
        settingsInserted: seeded.settingsInserted.length,
      },
      "catalogue ready",
    );
  } catch (error) {
    // The server still starts: /api/health answers 503 and the next request retries the migration.
    log.error({ dialect, reason: errorMessage(error) }, "database not ready at start-up");
  }
  // The worker tolerates a database that is not there yet: it logs and tries again on its next pass.
  (await import("./email/outbox-worker")).startOutboxWorker();
  (await import("./retention/retention-schedule")).startRetentionSchedule();
  (await import("./carts/reminder-schedule")).startReminderSchedule();
  (await import("./chat/chat-nudges")).startChatNudgeSchedule();
  // Sees changes made by another instance or the command line within an interval.
  (await import("./catalogue/catalogue-store")).startCatalogueWatch();
  // Each change it sees drops the cached pages that show it, on this instance (ADR 0008).
  (await import("./catalogue/page-invalidation")).startPageInvalidation();
  // A review published or unpublished (here or on another instance) drops the pages showing the rating.
  (await import("./reviews/review-pages")).startReviewWatch();
}

/** Once per start: which payment mode the keys put the shop in. A demo shop warns, as it takes no money. */
async function logPaymentMode(): Promise<void> {
  const { paymentModeSummary } = await import("@/domain/checkout/payment-mode");
  const { paymentSetup } = await import("./checkout/payment-setup");
  const { log } = await import("./log");
  const fields = {
    event: "payment_mode",
    paymentMode: paymentSetup.mode,
    methods: paymentSetup.methods,
    demoPayments: paymentSetup.demoAvailable,
  };
  if (paymentSetup.mode === "demo") log.warn(fields, paymentModeSummary(paymentSetup));
  else log.info(fields, paymentModeSummary(paymentSetup));
}
