import type { ReactNode } from "react";
import { takesRealPayments } from "@/domain/checkout/payment-mode";
import type { SiteConfig } from "@/domain/shell/site-config";
import { DeepBackdrop, ShellFrame } from "./shell-frame";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { TestModeNotice } from "./test-mode-notice";

/**
 * The storefront's chrome: header, page, footer inside the backdrop frame. The shop's and the
 * checkout's layouts use it (and the 404 page, which Next renders outside every group), so the
 * root layout holds only what every part of the site shares.
 */
export function SiteChrome({
  config,
  paymentStrip,
  backdrop = "default",
  children,
}: {
  config: SiteConfig;
  paymentStrip: boolean;
  backdrop?: "default" | "deep";
  children: ReactNode;
}) {
  return (
    <ShellFrame>
      {backdrop === "deep" ? <DeepBackdrop /> : null}
      <SiteHeader
        siteName={config.siteName}
        notice={takesRealPayments(config.payments.mode) ? null : <TestModeNotice />}
      />
      {children}
      <SiteFooter config={config} year={new Date().getUTCFullYear()} paymentStrip={paymentStrip} />
    </ShellFrame>
  );
}
