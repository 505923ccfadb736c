import { NOT_FOUND_METADATA, NotFoundPanel } from "@/features/errors/not-found-panel";
import { SiteChrome } from "@/features/shell/site-chrome";
import { siteConfig } from "@/server/site-config";

export const metadata = NOT_FOUND_METADATA;

/**
 * The prerendered 404 page (/_not-found): unknown URLs and unknown values of dynamic segments. Next
 * renders it inside the root layout only, so it brings the shop's chrome itself; notFound() in a
 * page renders its route group's not-found.tsx inside the group's layout instead (ADR 0003).
 */
export default function NotFound() {
  return (
    <SiteChrome config={siteConfig} paymentStrip={true}>
      <NotFoundPanel renderedForPath={false} />
    </SiteChrome>
  );
}
