import { NOT_FOUND_METADATA, NotFoundPanel } from "@/features/errors/not-found-panel";
import { BrandMark } from "@/features/shell/brand-mark";
import { ShellFrame } from "@/features/shell/shell-frame";
import { siteConfig } from "@/server/site-config";

export const metadata = NOT_FOUND_METADATA;

/**
 * The prerendered 404 page (/_not-found), which only src/proxy.ts sends (a path whose
 * percent-encoding does not decode): every unknown URL and unknown segment value is the global 404
 * page, with the whole chrome (ADR 0003). Next renders this file into every page's payload and
 * loads its client components on every page, so it holds none: the shop's chrome here cost every
 * page a second copy of the header's script and of the footer's markup (issue 19). A plain bar
 * with the shop's mark leads home.
 */
export default function NotFound() {
  return (
    <ShellFrame>
      <header className="border-b border-stone-line bg-stone">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6">
          <a href="/" className="flex min-h-11 items-center gap-2.5" aria-label={`${siteConfig.siteName} home`}>
            <BrandMark className="size-9" />
            <span className="font-display text-lg font-bold tracking-wide text-parchment">{siteConfig.siteName}</span>
          </a>
        </div>
      </header>
      <NotFoundPanel renderedForPath={false} />
    </ShellFrame>
  );
}
