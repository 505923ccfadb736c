import type { Metadata } from "next";
import Link from "next/link";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { INBOX_PAGE_SIZE, type InboxFilter, inboxFilterSchema } from "@/domain/admin/inbox-filter";
import { MESSAGE_STATUSES, type MessageStatus } from "@/domain/admin/message-status";
import { InboxSearch } from "@/features/admin/messages/inbox-search";
import { InboxTable } from "@/features/admin/messages/inbox-table";
import { listMessages } from "@/server/admin/messages/inbox";
import { requireOperatorPage } from "@/server/admin/operator-guard";

export const metadata: Metadata = { title: "Messages" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function one(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function inboxHref(filter: { status?: MessageStatus; q?: string; cursor?: string }): string {
  const query = new URLSearchParams();
  if (filter.status) query.set("status", filter.status);
  if (filter.q) query.set("q", filter.q);
  if (filter.cursor) query.set("cursor", filter.cursor);
  const search = query.toString();
  return search ? `/admin/messages?${search}` : "/admin/messages";
}

const TAB_LABEL: Record<MessageStatus | "all", string> = { all: "All", new: "New", open: "Open", closed: "Closed" };

/**
 * The inbox: newest first, one status or all, a search through the sender's
 * email and the text, and "Next page" by the keyset cursor. The live feed (admin layout) refreshes
 * it when a message arrives.
 */
export default async function AdminMessagesPage({ searchParams }: { searchParams: SearchParams }) {
  await requireOperatorPage("messages");
  const params = await searchParams;
  const parsed = inboxFilterSchema.safeParse({
    status: one(params.status),
    q: one(params.q),
    cursor: one(params.cursor),
  });
  // A hand-edited address (an unknown status, a damaged cursor) shows the first page of everything.
  const filter: InboxFilter = parsed.success ? parsed.data : { q: undefined, limit: INBOX_PAGE_SIZE };
  const page = await listMessages({ status: filter.status, q: filter.q }, filter.cursor ?? null, INBOX_PAGE_SIZE);
  const total = page.counts.new + page.counts.open + page.counts.closed;
  const tabs = [
    { key: "all" as const, status: undefined, count: total },
    ...MESSAGE_STATUSES.map((status) => ({ key: status, status, count: page.counts[status] })),
  ];
  const empty = filter.q
    ? "No message matches this search."
    : filter.status
      ? `No ${filter.status} messages.`
      : "No messages yet. Contact-form and checkout messages appear here as they arrive.";

  return (
    <div className="grid gap-6">
      <h1 className="font-display text-3xl text-gold">Messages</h1>
      {!parsed.success && (
        <Notice tone="danger">That address had a filter we could not read: showing all messages.</Notice>
      )}
      <Card className="grid gap-4 p-5">
        <nav aria-label="Message status">
          <ul className="flex flex-wrap gap-2" data-testid="admin-inbox-tabs">
            {tabs.map((tab) => {
              const current = tab.status === filter.status;
              return (
                <li key={tab.key}>
                  <Link
                    href={inboxHref({ status: tab.status, q: filter.q })}
                    aria-current={current ? "page" : undefined}
                    data-testid={`admin-inbox-tab-${tab.key}`}
                    className={`inline-flex min-h-11 items-center gap-2 rounded-lg border px-3 text-sm ${
                      current
                        ? "border-gold bg-gold/10 text-gold"
                        : "border-stone-line text-parchment hover:border-gold hover:text-gold"
                    }`}
                  >
                    {TAB_LABEL[tab.key]}
                    <span
                      className="tabular rounded bg-stone-raised px-1.5 text-parchment"
                      data-testid="admin-inbox-count"
                    >
                      {tab.count}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <InboxSearch status={filter.status} q={filter.q} />
        <InboxTable rows={page.messages} empty={empty} />
        <div className="flex flex-wrap justify-between gap-3">
          {filter.cursor ? (
            <Link
              href={inboxHref({ status: filter.status, q: filter.q })}
              className="inline-flex min-h-11 items-center text-gold underline-offset-4 hover:underline"
            >
              First page
            </Link>
          ) : (
            <span />
          )}
          {page.nextCursor && (
            <Link
              href={inboxHref({ status: filter.status, q: filter.q, cursor: page.nextCursor })}
              data-testid="admin-inbox-next"
              className="inline-flex min-h-11 items-center text-gold underline-offset-4 hover:underline"
            >
              Next page
            </Link>
          )}
        </div>
      </Card>
    </div>
  );
}
