import type { Metadata } from "next";
import { siteConfig } from "@/server/site-config";

export const metadata: Metadata = {
  title: "Credits",
  description: "Where the shop's product pictures and payment marks come from, and under which licences.",
};

const link = "text-gold underline underline-offset-2 hover:text-gold-soft";

/** The attribution the product pictures' licence (CC BY 3.0) asks for, and whose marks the payment logos are. */
export default function CreditsPage() {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 pb-20 pt-28 sm:px-6">
      <h1 className="font-display text-4xl font-bold text-parchment sm:text-5xl">Credits</h1>
      <section data-testid="credits-product-pictures" className="mt-8 space-y-3 text-parchment">
        <h2 className="font-display text-2xl font-semibold text-gold">Product pictures</h2>
        <p>
          Every product's picture is built around an icon from{" "}
          <a href="https://game-icons.net" className={link} rel="noopener noreferrer" target="_blank">
            game-icons.net
          </a>
          , made by Lorc, Delapouite and the other authors credited there, and used under the{" "}
          <a
            href="https://creativecommons.org/licenses/by/3.0/"
            className={link}
            rel="noopener noreferrer"
            target="_blank"
          >
            Creative Commons Attribution 3.0 licence (CC BY 3.0)
          </a>
          . We changed them: each icon is set in {siteConfig.siteName}'s own frames and colours, one frame per product
          line.
        </p>
        <p className="text-parchment-muted">
          No artwork from the game is used anywhere on this site. Old School RuneScape is a trademark of Jagex Ltd; we
          are not affiliated with or endorsed by Jagex.
        </p>
      </section>
      <section data-testid="credits-payment-marks" className="mt-10 space-y-3 text-parchment">
        <h2 className="font-display text-2xl font-semibold text-gold">Payment marks</h2>
        <p>
          Visa, Mastercard, Apple Pay, Google Pay, Bitcoin, Zelle, Venmo and Revolut marks are trademarks of their
          owners, shown only to say which ways of paying we accept. Their drawings come from the{" "}
          <a href="https://github.com/gilbarbara/logos" className={link} rel="noopener noreferrer" target="_blank">
            SVG Logos
          </a>{" "}
          collection (CC0) and{" "}
          <a href="https://simpleicons.org" className={link} rel="noopener noreferrer" target="_blank">
            Simple Icons
          </a>{" "}
          (CC0), in each brand's own colours. Interac and Chime are written as their names.
        </p>
      </section>
    </main>
  );
}
