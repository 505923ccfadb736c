import { z } from "zod";
import { type SettingKey, type ShopSettings, settingsToRows } from "@/domain/settings/shop-settings";
import { type CatalogueSnapshot, lineMeta, type ProductRecord, recordPath } from "./catalogue-snapshot";

/*
 * Which cached pages show a catalogue change: the pages stay prerendered between
 * changes, and each change drops exactly the copies that print what changed. Worked out from the
 * two snapshots, not from history rows, so a change is never missed because its rows were cut off.
 */

export type PageInvalidation =
  /** Settings (discount, gold rates, minimum, currency rates) reach every page through the layout. */
  | { kind: "everything" }
  /** Paths whose cached copy is dropped; empty when nothing shown changed. */
  | { kind: "paths"; paths: string[] };

/** Past this many pages (a large import), dropping them one by one costs more than dropping all. */
export const MAX_PATHS = 200;

/** The body of POST /api/internal/revalidate: site paths, never a URL of another host. */
export const pageInvalidationSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("everything") }).strict(),
  z
    .object({
      kind: z.literal("paths"),
      paths: z
        .array(
          z
            .string()
            .regex(/^\/[^\s]*$/)
            .max(1_000),
        )
        .max(MAX_PATHS),
    })
    .strict(),
]);

export const SITEMAP_PATH = "/sitemap.xml";

type SnapshotPart = Pick<CatalogueSnapshot, "settings" | "records">;

/** The page a line's products are listed on, without its anchor ("/osrs-services#capes" → "/osrs-services"). */
export function listingPagePath(lineId: string): string | undefined {
  const listing = lineMeta(lineId)?.listingPath;
  return listing === undefined ? undefined : (listing.split("#")[0] ?? listing);
}

/** Settings no page prints: changing them drops no cached copy (the order page is rendered per request). */
const NOT_ON_PAGES: ReadonlySet<SettingKey> = new Set([
  "order_link_days",
  "reminders_automatic",
  "reminder_delay_hours",
  "reminder_period_days",
  "staff_refund_limit_cents",
  // The stock's threshold is the back office's; the promises and the sell limits are printed on /osrs-gold.
  "gold_low_stock_millions",
  "chat_email_after_minutes",
  "chat_discord_after_minutes",
  "chat_retention_days",
]);

function shownSettings(settings: ShopSettings): string {
  return JSON.stringify(settingsToRows(settings).filter((row) => !NOT_ON_PAGES.has(row.key)));
}

function sameSettings(before: SnapshotPart, after: SnapshotPart): boolean {
  return shownSettings(before.settings) === shownSettings(after.settings);
}

/** What a visitor can see of a record: its data, where it is listed and whether it is sold. */
function shown(record: ProductRecord | undefined): string | undefined {
  return record && JSON.stringify([record.lineId, record.position, record.status, record.product]);
}

/** The pages that print this record: its own (if it is sold) and its line's listing. */
function pagesOf(record: ProductRecord | undefined): string[] {
  if (!record) return [];
  const listing = listingPagePath(record.lineId);
  return [recordPath(record), ...(listing ? [listing] : [])];
}

/**
 * A settings change is everything; a product change is its page at its old and new path, its
 * line's listing before and after (a section of /osrs-services is that page), and the sitemap.
 * Home and the gold page print no product, so a product change leaves them cached. More than
 * MAX_PATHS pages (a large import) is everything.
 */
export function pageInvalidation(before: SnapshotPart, after: SnapshotPart): PageInvalidation {
  if (!sameSettings(before, after)) return { kind: "everything" };
  const beforeBySku = new Map(before.records.map((record) => [record.sku, record]));
  const afterBySku = new Map(after.records.map((record) => [record.sku, record]));
  const paths = new Set<string>();
  for (const sku of new Set([...beforeBySku.keys(), ...afterBySku.keys()])) {
    const old = beforeBySku.get(sku);
    const now = afterBySku.get(sku);
    if (shown(old) === shown(now)) continue;
    for (const path of [...pagesOf(old), ...pagesOf(now)]) paths.add(path);
    paths.add(SITEMAP_PATH);
  }
  if (paths.size > MAX_PATHS) return { kind: "everything" };
  return { kind: "paths", paths: [...paths].sort() };
}
