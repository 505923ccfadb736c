"use client";

import { Button } from "@/components/ui/button";
import { controlClass } from "@/components/ui/field";
import { MAX_INBOX_SEARCH_LENGTH } from "@/domain/admin/inbox-filter";
import type { MessageStatus } from "@/domain/admin/message-status";

/** The inbox's search: a plain GET form, so the result is an address the operator can keep; the status tab stays. */
export function InboxSearch({ status, q }: { status?: MessageStatus; q?: string }) {
  return (
    <search>
      <form method="get" action="/admin/messages" className="flex flex-wrap items-end gap-2">
        {status && <input type="hidden" name="status" value={status} />}
        <div className="grid min-w-64 flex-1 gap-1">
          <label htmlFor="admin-inbox-search" className="text-sm font-medium text-parchment">
            Search by email or text
          </label>
          <input
            id="admin-inbox-search"
            name="q"
            type="search"
            data-testid="admin-inbox-search"
            defaultValue={q ?? ""}
            maxLength={MAX_INBOX_SEARCH_LENGTH}
            className={controlClass({ spaced: false })}
          />
        </div>
        <Button type="submit" variant="secondary" pad={4}>
          Search
        </Button>
      </form>
    </search>
  );
}
