export type SiteLink = { href: string; label: string };

/** The four main links of the header (spec section 2). */
export const MAIN_NAV_LINKS: readonly SiteLink[] = [
  { href: "/", label: "Home" },
  { href: "/osrs-gold", label: "OSRS Gold" },
  { href: "/osrs-services", label: "OSRS Services" },
  { href: "/infernal-cape", label: "Infernal Cape" },
];

export const JOIN_DISCORD_LINK: SiteLink = { href: "/join-discord", label: "Join Discord" };

/** The footer's page links (spec section 2). */
export const FOOTER_LINKS: readonly SiteLink[] = [
  { href: "/join-discord", label: "Join Discord" },
  { href: "/blog", label: "Blog" },
  { href: "/terms-of-service", label: "Terms of Service" },
  { href: "/privacy", label: "Privacy Policy" },
];
