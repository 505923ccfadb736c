import type { OptionGroup } from "../product-schema";

/** What nearly every service needs from the customer while we play on the account. */
export const ACCOUNT_ACCESS = "Bank PIN and authenticator access arranged with us on live chat";
export const NO_LOGIN = "No logging in while the service runs";

/* Option groups most services share; one definition, so a label or a surcharge changes everywhere at once. */

export const PLAY_METHOD: OptionGroup = {
  id: "play-method",
  label: "How we play",
  kind: "single",
  choices: [
    { id: "parsec", label: "Parsec (we play on your PC)" },
    { id: "vpn", label: "Account login through a VPN near you" },
  ],
};

export const SPEED_AND_STREAM: OptionGroup = {
  id: "extras",
  label: "Extras",
  kind: "multi",
  choices: [
    { id: "express", label: "Express (priority start)", addPercent: 25 },
    { id: "stream", label: "Watch live on a private stream", addPercent: 15 },
  ],
};
