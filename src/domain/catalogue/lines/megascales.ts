import type { ProductLineInput } from "../product-schema";
import { ACCOUNT_ACCESS, NO_LOGIN, PLAY_METHOD, SPEED_AND_STREAM } from "./shared-options";

/* Megascales: Chambers of Xeric raids scaled up by a very large party, priced per raid by mode. */

export const megascalesLine: ProductLineInput = {
  id: "megascales",
  name: "Megascales",
  basePath: "",
  listingPath: "/osrs-services#megascales",
  imageSrc: "/art/megascales.svg",
  intro:
    "Chambers of Xeric raids started with a very large party, so the raid scales up and pays out more points and more chances at rare drops.",
  products: [
    {
      sku: "megascales",
      slug: "megascales",
      path: "/megascales",
      name: "Megascales",
      imageSrc: "/art/megascales.svg",
      shortDescription:
        "Scaled Chambers of Xeric raids for far more points and more chances at rare drops, a favourite of ironmen.",
      longDescription:
        "A megascale is a Chambers of Xeric raid started with a very large party, so the raid scales up to that party size: monsters have far more health, which means far more points to earn. More points mean more chances at the raid's rare drops, such as the Twisted bow, Ancestral robes, Dragon claws and the prayer scrolls. We gather the party and play your account through the scaled raid by hand; most buyers are ironmen, who cannot buy these items and keep whatever their account receives.",
      requirements: [
        "Combat 100+ with 90+ in melee, Ranged and Magic recommended",
        "Prayer 74+ (Rigour) and 70+ (Piety) recommended",
        "Ironman, Hardcore, Ultimate and Group Ironman accounts are welcome",
      ],
      customerProvides: ["Gear and supplies for the raid on the account", ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "Each raid is booked with you on live chat; a scaled raid takes several hours",
      faq: [
        {
          question: "Why is a megascale worth more than a normal raid?",
          answer:
            "The raid scales to the party that starts it, so it holds more points to earn, and more points mean more chances at a unique drop.",
        },
        {
          question: "Is a unique drop guaranteed?",
          answer: "No. A megascale raises the odds of a rare drop; it cannot promise one.",
        },
        {
          question: "Can my ironman take part?",
          answer: "Yes. Ironmen can raid with other players, and everything your account receives stays on it.",
        },
      ],
      tags: ["Raid", "Chambers of Xeric", "Ironman"],
      pricing: {
        kind: "per-unit",
        unitLabel: "raid",
        unitLabelPlural: "raids",
        minCount: 1,
        maxCount: 100,
        defaultCount: 1,
        unitTiers: [{ from: 1, unitCents: 3_500 }],
      },
      optionGroups: [
        {
          id: "mode",
          label: "Mode",
          kind: "single",
          variant: true,
          choices: [
            { id: "normal", label: "Normal", unitTiers: [{ from: 1, unitCents: 3_500 }] },
            {
              id: "challenge-mode",
              label: "Challenge Mode",
              description: "A scaled Challenge Mode raid: harder, with Challenge Mode's extra rewards.",
              unitTiers: [{ from: 1, unitCents: 5_500 }],
            },
          ],
        },
        PLAY_METHOD,
        SPEED_AND_STREAM,
      ],
    },
  ],
};
