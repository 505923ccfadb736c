import { NOT_FOUND_METADATA, NotFoundPanel } from "@/features/errors/not-found-panel";
import { SiteChrome } from "@/features/shell/site-chrome";
import { siteConfig } from "@/server/site-config";

export const metadata = NOT_FOUND_METADATA;

/**
 * notFound() in a back-office page (an unknown order, message, product or promotion id). This
 * group's own layout only brings the stylesheet, so the page brings the shop's chrome itself, as
 * the root not-found.tsx did. It lives here rather than at the root: Next
 * renders the root's not-found into every page's payload, and its client components, in one chunk
 * with the global 404 page's chrome, cost every shop page a second copy of the header (8 kB
 * gzipped). Unknown URLs are the global 404 page (ADR 0003).
 */
export default function AdminNotFound() {
  return (
    <SiteChrome config={siteConfig} paymentStrip={true}>
      <NotFoundPanel renderedForPath={true} />
    </SiteChrome>
  );
}
