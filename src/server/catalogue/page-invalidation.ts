import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { type CatalogueSnapshot, seedSnapshot, snapshotFingerprint } from "@/domain/catalogue/catalogue-snapshot";
import { type PageInvalidation, pageInvalidation } from "@/domain/catalogue/page-invalidation";
import { selfOrigin } from "../env";
import { log } from "../log";
import { errorMessage } from "../logger";
import { CATALOGUE_WATCH_INTERVAL_MS, catalogue, onCatalogueChange, seedSettings } from "./catalogue-store";

/*
 * Keeps the prerendered pages true to the catalogue (ADR 0008). Next's revalidatePath
 * works only inside a request, and a catalogue change is seen by the store's watch, outside any:
 * so the listener asks this same server, over loopback, to drop the pages (POST
 * /api/internal/revalidate). That route accepts only this process's secret, made here at start-up
 * and kept on globalThis (the route is bundled apart from this module); nothing on the network
 * can learn it, so nobody else can empty the cache. Each instance does this for its own cache.
 */

export const REVALIDATE_PATH = "/api/internal/revalidate";
export const REVALIDATE_SECRET_HEADER = "x-runeforge-revalidate";

const SECRET_KEY = Symbol.for("runeforge.revalidate-secret");
const STARTED_KEY = Symbol.for("runeforge.page-invalidation-started");

type Holder = typeof globalThis & { [SECRET_KEY]?: string; [STARTED_KEY]?: boolean };

function revalidateSecret(): string {
  const holder = globalThis as Holder;
  holder[SECRET_KEY] ??= randomBytes(32).toString("hex");
  return holder[SECRET_KEY];
}

/** True only for this process's secret; false before it exists (nothing has asked yet). */
export function isRevalidateSecret(candidate: string | null): boolean {
  const secret = (globalThis as Holder)[SECRET_KEY];
  if (!secret || candidate === null) return false;
  const given = Buffer.from(candidate);
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Asks this server to drop the pages; resolves once it has. Throws when it does not answer 2xx. */
export async function requestInvalidation(invalidation: PageInvalidation): Promise<void> {
  if (invalidation.kind === "paths" && invalidation.paths.length === 0) return;
  const origin = selfOrigin();
  if (!origin) throw new Error("the server's own address is not known yet");
  const response = await fetch(new URL(REVALIDATE_PATH, origin), {
    method: "POST",
    headers: { "content-type": "application/json", [REVALIDATE_SECRET_HEADER]: revalidateSecret() },
    body: JSON.stringify(invalidation),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`the server answered ${response.status}`);
}

const RETRY_MS = 500;
const ATTEMPTS = 120;

/** Tries until the server answers: at start-up it may not listen yet, under load it may be slow. */
async function invalidateWithRetry(invalidation: PageInvalidation, why: string): Promise<void> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      await requestInvalidation(invalidation);
      log.info({ why, ...invalidationFields(invalidation) }, "cached pages dropped");
      return;
    } catch (error) {
      if (attempt === ATTEMPTS) {
        log.error({ why, reason: errorMessage(error) }, "cached pages could not be dropped");
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS).unref());
    }
  }
}

function invalidationFields(invalidation: PageInvalidation): { everything: boolean; paths?: string[] } {
  return invalidation.kind === "everything" ? { everything: true } : { everything: false, paths: invalidation.paths };
}

/**
 * Once per process, after the catalogue is loaded: every change the store sees drops the pages
 * that show it; and when the database's catalogue is not the one the build prerendered (the seed
 * with the environment's settings), every page is dropped once, as soon as the server answers.
 */
export function startPageInvalidation(): void {
  const holder = globalThis as Holder;
  if (holder[STARTED_KEY]) return;
  holder[STARTED_KEY] = true;
  revalidateSecret();
  onCatalogueChange(({ before, after }) => {
    // Not awaited: the watch goes on while the server is asked (and retried if it is busy).
    void invalidateWithRetry(pageInvalidation(before, after), "catalogue changed");
  });
  void dropPagesUnlikeTheBuild();
}

/** The catalogue once it can be read (at once, unless the database was not there at start-up). */
async function catalogueOnceLoaded(): Promise<CatalogueSnapshot> {
  for (;;) {
    try {
      return await catalogue();
    } catch {
      // The store's watch logs the outage; pages are not dropped while they could not be rendered.
      await new Promise((resolve) => setTimeout(resolve, CATALOGUE_WATCH_INTERVAL_MS).unref());
    }
  }
}

async function dropPagesUnlikeTheBuild(): Promise<void> {
  const loaded = await catalogueOnceLoaded();
  if (snapshotFingerprint(loaded) !== snapshotFingerprint(seedSnapshot(seedSettings()))) {
    await invalidateWithRetry({ kind: "everything" }, "the database's catalogue differs from the build's");
  }
}
