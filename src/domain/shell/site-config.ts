import type { CheckoutMethod } from "@/domain/checkout/methods";
import type { PaymentMode } from "@/domain/checkout/payment-mode";

export type SocialNetwork = "discord" | "x" | "youtube" | "instagram";

export type SocialLink = { network: SocialNetwork; label: string; href: string };

/** The public, serialisable part of the configuration: safe to hand to client components. */
export type SiteConfig = {
  siteName: string;
  siteUrl: string;
  supportEmail: string;
  discordInviteUrl: string;
  socialLinks: SocialLink[];
  gtmId: string;
  pricing: PricingConfig;
  chat: ChatSettings;
  payments: PaymentsConfig;
};

/** The payment mode and the methods the checkout offers; derived from the keys, never holding one. */
export type PaymentsConfig = { mode: PaymentMode; methods: readonly CheckoutMethod[] };

/** The live chat the browser opens: the shop's own, or a vendor with its public ids; "none" sends visitors to the contact form. */
export type ChatSettings =
  | { provider: "shop" }
  | { provider: "none" }
  | { provider: "crisp"; websiteId: string }
  | { provider: "tawk"; propertyId: string; widgetId: string };

/**
 * The operator's prices: the discount in basis points (1000 = 10%), gold rates in millicents per
 * million, and the smallest payable order in cents.
 */
export type PricingConfig = {
  discountBasisPoints: number;
  minOrderCents: number;
  goldRates: { sellMillicentsPerMillion: number; buyMillicentsPerMillion: number };
};
