import "./globals.css";
import { connection } from "next/server";
import { NOT_FOUND_METADATA, NotFoundPanel } from "@/features/errors/not-found-panel";
import { PlainLinks } from "@/features/navigation/plain-links";
import { SiteChrome } from "@/features/shell/site-chrome";
import { SiteDocument } from "@/features/shell/site-document";
import { SiteHosts } from "@/features/shell/site-hosts";
import { catalogue } from "@/server/catalogue/catalogue-store";
import { siteConfig } from "@/server/site-config";
import { cinzel, inter } from "./fonts";

export const metadata = NOT_FOUND_METADATA;

/**
 * Every URL no route renders (Next's `globalNotFound`): a page of its own, outside the layouts and
 * outside every other page's payload, so rendering it per request (connection()) leaves the other
 * pages prerendered, and its HTML names the requested path before any script runs (spec section 8).
 * A dynamic render is never written to the runtime cache.
 */
export default async function GlobalNotFound() {
  await connection();
  const { settings } = await catalogue();
  return (
    <SiteDocument
      config={siteConfig}
      pricing={settings}
      fontClassName={`${cinzel.variable} ${inter.variable}`}
      hosts={SiteHosts}
    >
      <PlainLinks>
        <SiteChrome config={siteConfig} paymentStrip={true}>
          <NotFoundPanel renderedForPath={true} />
        </SiteChrome>
      </PlainLinks>
    </SiteDocument>
  );
}
