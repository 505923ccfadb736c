import "../globals.css";
import { SiteChrome } from "@/features/shell/site-chrome";
import { siteConfig } from "@/server/site-config";

/** Every shop page: header, footer and the accepted-payment-methods strip (spec section 2). */
export default function ShopLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <SiteChrome config={siteConfig} paymentStrip={true}>
      {children}
    </SiteChrome>
  );
}
