import type { Metadata } from "next";
import { NOT_FOUND_METADATA } from "./not-found-panel";

/** The props Next hands a private link's page: /orders/REFERENCE?k=TOKEN, /sell-orders/REFERENCE?k=TOKEN. */
export type PrivateLinkPageProps = {
  params: Promise<{ reference: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** What opening a link can give: its page, "expired" for a real link past its lifetime, anything else a 404. */
type OpenLink = (reference: string, token: unknown) => Promise<{ kind: string }>;

/**
 * The generateMetadata of a private link's page. The title is the page's where the page shows the
 * thing or says its link expired, and the 404 page's (spec section 8) where the page is the 404
 * page, so both agree with what the page renders. `open` is the page's own per-request cached read.
 */
export function privateLinkMetadata(title: string, open: OpenLink) {
  return async function generateMetadata({ params, searchParams }: PrivateLinkPageProps): Promise<Metadata> {
    const [{ reference }, { k }] = await Promise.all([params, searchParams]);
    const opened = await open(reference, k);
    const found = opened.kind === "expired" || (opened.kind === "open" && typeof k === "string");
    // Private: never indexed, and the token never leaves in a Referer to another site.
    return {
      ...(found ? { title } : NOT_FOUND_METADATA),
      robots: { index: false, follow: false },
      referrer: "no-referrer",
    };
  };
}
