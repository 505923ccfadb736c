"use client";

import { formatAdminTime } from "@/features/admin/admin-time";
import { useHydrated } from "@/features/runtime/use-hydrated";

const LOCAL = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * A stored time in the customer's own locale and time zone. The server and the hydrating browser
 * both render the shop's UTC form (the back office's), so hydration matches; the local form
 * replaces it right after.
 */
export function LocalTime({ iso, testId }: { iso: string; testId?: string }) {
  const hydrated = useHydrated();
  return (
    <time dateTime={iso} data-testid={testId} className="tabular whitespace-nowrap">
      {hydrated ? LOCAL.format(new Date(iso)) : formatAdminTime(iso)}
    </time>
  );
}
