import Script from "next/script";
import { isValidGtmId } from "@/domain/analytics/gtm-id";

/** Loads the tag manager only for a well-formed container id; the id is checked again here so no caller can skip the rule. */
export function GoogleTagManager({ gtmId }: { gtmId: string }) {
  if (!isValidGtmId(gtmId)) return null;
  const bootstrap = `window.dataLayer=window.dataLayer||[];window.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});`;
  return (
    <>
      <Script id="gtm-bootstrap" strategy="afterInteractive">
        {bootstrap}
      </Script>
      <Script
        id="gtm-script"
        data-testid="gtm-script"
        strategy="afterInteractive"
        src={`https://www.googletagmanager.com/gtm.js?id=${gtmId}`}
      />
    </>
  );
}
