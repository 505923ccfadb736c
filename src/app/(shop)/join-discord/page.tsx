import type { Metadata } from "next";
import { buttonClass } from "@/components/ui/button";
import { DiscordPerks } from "@/features/community/discord-perks";
import { SocialIcon } from "@/features/shell/social-icon";
import { siteConfig } from "@/server/site-config";

export const metadata: Metadata = {
  title: "Join our Discord",
  description: "Join the community server for live support, order updates, giveaways and OSRS talk.",
};

export default function JoinDiscordPage() {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 pb-20 pt-28 sm:px-6">
      <div className="max-w-2xl">
        <h1 className="font-display text-4xl font-bold text-parchment sm:text-5xl">
          Join the <span className="text-gold">{siteConfig.siteName}</span> Discord
        </h1>
        <p className="mt-4 text-lg text-parchment-muted">
          Our community server is where orders are followed, questions are answered and players meet. Joining is free.
        </p>
        <a
          href="/discord"
          data-testid="discord-invite-button"
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass({ variant: "discord", size: "lg", pad: 6, glow: true, className: "mt-8 gap-3" })}
        >
          <SocialIcon network="discord" className="size-5" />
          Join the server
        </a>
      </div>
      <section aria-label="What you get" className="mt-14">
        <DiscordPerks />
      </section>
    </main>
  );
}
