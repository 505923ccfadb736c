/*
 * The links to orders' private pages as the shop hands them out: the ones queued in the outbox to
 * an address, and the token of a link. Server modules are imported when called, so a test file may
 * set its environment first.
 */

/** The token of a path or an absolute link to an order's page. */
export function tokenOfLink(link: string): string {
  return new URL(link, "http://shop.test").searchParams.get("k") ?? "";
}

/** The order-page links in the emails queued to `to`, oldest first. */
export async function linksEmailedTo(to: string): Promise<string[]> {
  const { getDatabase } = await import("@/server/db/client");
  const rows = await getDatabase()
    .db.selectFrom("outbox")
    .select(["body_text", "created_at"])
    .where("to_address", "=", to)
    .orderBy("created_at")
    .execute();
  return rows.flatMap((row) => [...row.body_text.matchAll(/Follow your order: (\S+)/g)].map((match) => match[1] ?? ""));
}
