import type { FulfilmentStatus } from "@/domain/admin/fulfilment";

/*
 * The invitation to review, in the delivered step's email: a link to the review form on the
 * order's private page (its anchor), the same page and key the email already links to.
 */

export const REVIEW_INVITE_TEXT = "How did it go? Rate your order and write a short review";

/** The order page's review form, or null for any step but delivered. */
export function reviewInviteUrl(step: FulfilmentStatus, pageUrl: string): string | null {
  return step === "delivered" ? `${pageUrl}#review` : null;
}

/** The text part's lines: nothing for any step but delivered. */
export function reviewInviteLines(step: FulfilmentStatus, pageUrl: string): string[] {
  const url = reviewInviteUrl(step, pageUrl);
  return url ? ["", `${REVIEW_INVITE_TEXT}: ${url}`] : [];
}
