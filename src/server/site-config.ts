import "server-only";
import type { ChatSettings, SiteConfig, SocialLink } from "@/domain/shell/site-config";
import { paymentSetup } from "./checkout/payment-setup";
import { env } from "./env";

export type { SiteConfig };

function buildSocialLinks(): SocialLink[] {
  const links: SocialLink[] = [
    { network: "discord", label: "Discord", href: "/discord" },
    { network: "x", label: "X (Twitter)", href: env.SOCIAL_X_URL },
    { network: "youtube", label: "YouTube", href: env.SOCIAL_YOUTUBE_URL },
    { network: "instagram", label: "Instagram", href: env.SOCIAL_INSTAGRAM_URL },
  ];
  return links.filter((link) => link.href !== "");
}

function buildChatSettings(): ChatSettings {
  switch (env.CHAT_PROVIDER) {
    case "crisp":
      return { provider: "crisp", websiteId: env.CRISP_WEBSITE_ID };
    case "tawk":
      return { provider: "tawk", propertyId: env.TAWK_PROPERTY_ID, widgetId: env.TAWK_WIDGET_ID };
    case "shop":
      return { provider: "shop" };
    case "none":
      return { provider: "none" };
  }
}

export const siteConfig: SiteConfig = {
  siteName: env.SITE_NAME,
  siteUrl: env.SITE_URL,
  supportEmail: env.SUPPORT_EMAIL,
  discordInviteUrl: env.DISCORD_INVITE_URL,
  socialLinks: buildSocialLinks(),
  gtmId: env.GTM_ID,
  chat: buildChatSettings(),
  payments: { mode: paymentSetup.mode, methods: paymentSetup.methods },
  pricing: {
    discountBasisPoints: env.DISCOUNT_PERCENT,
    minOrderCents: env.MIN_ORDER_USD,
    goldRates: {
      sellMillicentsPerMillion: env.GOLD_SELL_USD_PER_MILLION,
      buyMillicentsPerMillion: env.GOLD_BUY_USD_PER_MILLION,
    },
  },
};
