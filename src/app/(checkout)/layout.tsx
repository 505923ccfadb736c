import "../globals.css";
import { SiteChrome } from "@/features/shell/site-chrome";
import { siteConfig } from "@/server/site-config";

/**
 * The checkout and the demo provider's payment page: the darker backdrop and no payment strip,
 * where the payment methods are the page itself (spec section 2).
 */
export default function CheckoutLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <SiteChrome config={siteConfig} paymentStrip={false} backdrop="deep">
      {children}
    </SiteChrome>
  );
}
