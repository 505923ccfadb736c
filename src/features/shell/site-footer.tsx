import { buttonClass } from "@/components/ui/button";
import type { SiteConfig } from "@/domain/shell/site-config";
import { FOOTER_LINKS } from "@/domain/shell/site-links";
import { ContactButton } from "@/features/contact/contact-button";
import { ShopLink } from "@/features/navigation/shop-link";
import { BrandMark } from "./brand-mark";
import { PaymentStrip } from "./payment-strip";
import { SocialIcon } from "./social-icon";

/** `paymentStrip` is off in the checkout, where the methods are the page itself (spec section 2). */
export function SiteFooter({
  config,
  year,
  paymentStrip,
}: {
  config: SiteConfig;
  year: number;
  paymentStrip: boolean;
}) {
  return (
    <footer data-testid="site-footer" className="lazy-render mt-auto border-t border-stone-line bg-stone/60">
      {/* Deeper at the bottom on a phone: room for the Live chat button, so the last line scrolls clear of it. */}
      <div className="mx-auto max-w-7xl px-4 pt-12 pb-24 sm:px-6 sm:pb-12">
        <div className="grid gap-10 md:grid-cols-[1.4fr_1fr_1fr]">
          <div>
            <div className="flex items-center gap-2.5">
              <BrandMark className="size-9" />
              <span className="font-display text-lg font-bold text-parchment">{config.siteName}</span>
            </div>
            <p className="mt-3 max-w-sm text-sm text-parchment-muted">
              Old School RuneScape gold and services from players who know the game. Live support around the clock.
            </p>
            <ul className="mt-5 flex gap-2" aria-label="Social links" data-testid="social-links">
              {config.socialLinks.map((link) => {
                const external = !link.href.startsWith("/");
                return (
                  <li key={link.network}>
                    <a
                      href={link.href}
                      aria-label={link.label}
                      data-testid={`social-link-${link.network}`}
                      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                      className={buttonClass({ variant: "quiet", size: "icon" })}
                    >
                      <SocialIcon network={link.network} className="size-5" />
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>

          <nav aria-label="Footer">
            <h2 className="font-display text-sm font-semibold uppercase tracking-[0.15em] text-gold">Explore</h2>
            <ul className="mt-3 space-y-1">
              {FOOTER_LINKS.map((link) => (
                <li key={link.href}>
                  <ShopLink
                    href={link.href}
                    data-testid={`footer-link-${link.href.slice(1)}`}
                    className="inline-flex min-h-11 items-center text-sm text-parchment hover:text-gold"
                  >
                    {link.label}
                  </ShopLink>
                </li>
              ))}
            </ul>
          </nav>

          <div>
            <h2 className="font-display text-sm font-semibold uppercase tracking-[0.15em] text-gold">Support</h2>
            <ul className="mt-3 space-y-1 text-sm">
              <li>
                <a
                  href={`mailto:${config.supportEmail}`}
                  className="inline-flex min-h-11 items-center text-parchment hover:text-gold"
                >
                  {config.supportEmail}
                </a>
              </li>
              <li>
                <ContactButton
                  className={buttonClass({ variant: "accent", pad: 4, className: "mt-1 hover:text-gold" })}
                >
                  Contact Us
                </ContactButton>
              </li>
              <li className="text-parchment-muted">24/7 live chat and Discord</li>
            </ul>
          </div>
        </div>

        <div className="mt-10">{paymentStrip ? <PaymentStrip /> : null}</div>

        <p className="mt-10 text-center text-xs text-parchment-muted">
          © {year} {config.siteName}. Not affiliated with or endorsed by Jagex Ltd. Old School RuneScape is a trademark
          of Jagex Ltd.
        </p>
        <p className="mt-2 text-center text-xs text-parchment-muted">
          Product pictures built on icons from game-icons.net (CC BY 3.0); payment marks belong to their owners.{" "}
          <ShopLink
            href="/credits"
            data-testid="footer-credits-link"
            className="text-parchment underline underline-offset-2 hover:text-gold"
          >
            Credits
          </ShopLink>
        </p>
      </div>
    </footer>
  );
}
