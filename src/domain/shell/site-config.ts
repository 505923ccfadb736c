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
};

/** The operator's prices: the discount in basis points (1000 = 10%), gold rates in millicents per million. */
export type PricingConfig = {
  discountBasisPoints: number;
  goldRates: { sellMillicentsPerMillion: number; buyMillicentsPerMillion: number };
};
