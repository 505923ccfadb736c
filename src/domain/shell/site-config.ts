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
};
