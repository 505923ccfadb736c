import type { Metadata, Viewport } from "next";
import { RootLayoutHosts } from "@/features/shell/root-layout-hosts";
import { SiteDocument } from "@/features/shell/site-document";
import { catalogue } from "@/server/catalogue/catalogue-store";
import { siteConfig } from "@/server/site-config";
import { cinzel, inter } from "./fonts";

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.siteUrl),
  title: {
    default: `${siteConfig.siteName}: OSRS Gold and Services`,
    template: `%s | ${siteConfig.siteName}`,
  },
  description:
    "Buy Old School RuneScape gold and game services (fire and infernal capes, bosses, raids, quests, skills) with fast delivery and 24/7 support.",
  applicationName: siteConfig.siteName,
  openGraph: { type: "website", siteName: siteConfig.siteName },
};

export const viewport: Viewport = {
  themeColor: "#0f0d0b",
  colorScheme: "dark",
  width: "device-width",
  initialScale: 1,
};

/**
 * What every part of the site shares: the document, fonts, metadata and the site-wide hosts (cart,
 * contact, chat, analytics). The storefront's header and footer belong to the (shop) and (checkout)
 * groups, so a group with another layout (the back office) can sit beside them. The discount and
 * the currency rates are the operator's, from the catalogue's settings. The stylesheet is imported
 * by each group's layout, not here: Turbopack also lists the root layout's CSS under the global
 * error boundary, and Next inlines that list into every page's payload a second time
 * (docs/adr/0038-stylesheet-imported-by-the-route-groups.md).
 */
export default async function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  const { settings } = await catalogue();
  return (
    <SiteDocument
      config={siteConfig}
      pricing={settings}
      fontClassName={`${cinzel.variable} ${inter.variable}`}
      hosts={RootLayoutHosts}
    >
      {children}
    </SiteDocument>
  );
}
