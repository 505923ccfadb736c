import type { ProductLineInput } from "../product-schema";
import { ACCOUNT_ACCESS, NO_LOGIN, PLAY_METHOD, SPEED_AND_STREAM } from "./shared-options";

/* Fire cape, infernal cape and Dizana's quiver: fixed prices by account type, with add-ons. */

export const capesLine: ProductLineInput = {
  id: "capes",
  name: "Capes",
  basePath: "",
  listingPath: "/osrs-services#capes",
  imageSrc: "/art/fire-cape.svg",
  intro: "The game's most wanted capes, earned by specialists who clear these encounters every day.",
  products: [
    {
      sku: "fire-cape",
      slug: "fire-cape",
      path: "/fire-cape",
      name: "Fire Cape",
      imageSrc: "/art/fire-cape.svg",
      shortDescription: "All 63 waves of the TzHaar Fight Caves and TzTok-Jad, on any account type.",
      longDescription:
        "The fire cape is the classic melee cape and the ticket into the Inferno. Our players clear the TzHaar Fight Caves, all 63 waves ending with TzTok-Jad, on your account with the gear and supplies you have, and hand it back with the cape equipped. Low-level and defence-limited builds are welcome: we adjust the price to the difficulty, not the other way round.",
      requirements: [
        "Ranged 70+ recommended (lower is possible on Main accounts with good gear)",
        "Prayer 43+ (Protect from Missiles is 40, Protect from Melee 43)",
        "About 20 prayer potions or super restores and 8 Saradomin brews",
      ],
      customerProvides: ["Gear and supplies on the account, or the gold to buy them", ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "2–8 hours after start",
      faq: [
        {
          question: "What if Jad kills my character?",
          answer: "We try again at our own cost; you only replace supplies beyond the first attempt if you want us to.",
        },
        {
          question: "Do I need a fire cape before the Inferno?",
          answer:
            "Yes: the first time you enter the Inferno you sacrifice a fire cape to unlock it, so most players start here. It is given up once; later attempts need no new cape.",
        },
      ],
      tags: ["Cape", "TzHaar"],
      pricing: { kind: "fixed", baseCents: 2_200 },
      optionGroups: [
        {
          id: "account-type",
          label: "Account type",
          kind: "single",
          choices: [
            { id: "main", label: "Main", baseCents: 2_200 },
            { id: "zerker", label: "Zerker (45 Defence)", baseCents: 3_500 },
            { id: "pure", label: "Pure (1 Defence)", baseCents: 4_500 },
          ],
        },
        PLAY_METHOD,
        SPEED_AND_STREAM,
      ],
    },
    {
      sku: "infernal-cape",
      slug: "infernal-cape",
      path: "/infernal-cape",
      name: "Infernal Cape",
      imageSrc: "/art/infernal-cape.svg",
      shortDescription: "The Inferno and TzKal-Zuk cleared by specialists, for mains, zerkers and pures.",
      longDescription:
        "The infernal cape is the best melee cape in the game and one of its hardest achievements: 69 waves of the Inferno ending with TzKal-Zuk. Our Inferno specialists complete it on your account, with the gear you own. Less gear means a harder run, so the add-ons below price in a missing Twisted bow or a Ranged level under 90 rather than refusing the job.",
      requirements: [
        "A fire cape, sacrificed once on your first entry to unlock the Inferno (not needed for each try)",
        "Ranged 90+ and Prayer 74+ (Rigour) recommended; options below cover less",
        "Blowpipe, a crossbow or Twisted bow, and a full set of supplies",
      ],
      customerProvides: ["A fire cape and the gear listed above, or the gold to buy it", ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "1–4 days after start",
      faq: [
        {
          question: "What happens if the run fails?",
          answer:
            "Failed attempts are on us: we try again at no cost. The fire cape is sacrificed only once, on the first entry, to unlock the Inferno; later tries need no new cape.",
        },
        {
          question: "Can I watch?",
          answer: "Yes: add the private stream and we send you a link before every attempt.",
        },
      ],
      tags: ["Cape", "TzHaar", "Inferno"],
      pricing: { kind: "fixed", baseCents: 16_000 },
      optionGroups: [
        {
          id: "account-type",
          label: "Account type",
          kind: "single",
          choices: [
            { id: "main", label: "Main", baseCents: 16_000 },
            { id: "zerker", label: "Zerker (45 Defence)", baseCents: 32_000 },
            { id: "pure", label: "Pure (1 Defence)", baseCents: 48_000 },
          ],
        },
        {
          id: "gear",
          label: "Gear and stats",
          kind: "multi",
          choices: [
            { id: "no-twisted-bow", label: "No Twisted bow", addCents: 4_000 },
            { id: "ranged-under-90", label: "Ranged under 90", addCents: 3_000 },
          ],
        },
        PLAY_METHOD,
        SPEED_AND_STREAM,
      ],
    },
    {
      sku: "dizanas-quiver",
      slug: "quiver",
      path: "/quiver",
      name: "Dizana's Quiver",
      imageSrc: "/art/quiver.svg",
      shortDescription: "The Fortis Colosseum's 12 waves and Sol Heredit, for the best ranged cape slot.",
      longDescription:
        "Dizana's quiver is the reward for beating all 12 waves of the Fortis Colosseum and Sol Heredit, and the best-in-slot ranged cape. Our players take your account through every wave with your gear, picking modifiers that keep the run safe, and hand it back with the quiver in your bank.",
      requirements: [
        "Combat 100+ with 90+ Ranged and Defence recommended",
        "Prayer 74+ (Rigour strongly recommended)",
        "A strong ranged and melee setup; ask us on live chat if unsure",
      ],
      customerProvides: ["Gear and supplies on the account, or the gold to buy them", ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "1–3 days after start",
      faq: [
        {
          question: "Are Sunfire splinters included?",
          answer: "Every splinter and item that drops during the runs stays on your account.",
        },
      ],
      tags: ["Cape", "Colosseum"],
      pricing: { kind: "fixed", baseCents: 22_000 },
      optionGroups: [
        {
          id: "account-type",
          label: "Account type",
          kind: "single",
          choices: [
            { id: "main", label: "Main", baseCents: 22_000 },
            { id: "zerker", label: "Zerker (45 Defence)", baseCents: 36_000 },
          ],
        },
        PLAY_METHOD,
        SPEED_AND_STREAM,
      ],
    },
  ],
};
