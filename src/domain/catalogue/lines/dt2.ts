import type { OptionGroup, ProductInput, ProductLineInput } from "../product-schema";
import { ACCOUNT_ACCESS, NO_LOGIN, PLAY_METHOD, SPEED_AND_STREAM } from "./shared-options";

/* Desert Treasure II bosses: per kill, with a Normal / Awakened choice that swaps the unit price. */

const MODE: OptionGroup = {
  id: "mode",
  label: "Mode",
  kind: "single",
  variant: true,
  choices: [
    { id: "normal", label: "Normal", unitTiers: [{ from: 1, unitCents: 300 }] },
    {
      id: "awakened",
      label: "Awakened",
      description: "The boss's hardest version, entered with an awakener's orb for better unique chances.",
      unitTiers: [{ from: 1, unitCents: 3_500 }],
    },
  ],
};

const DT2_OPTIONS: OptionGroup[] = [MODE, PLAY_METHOD, SPEED_AND_STREAM];

const PER_KILL: ProductInput["pricing"] = {
  kind: "per-unit",
  unitLabel: "kill",
  unitLabelPlural: "kills",
  minCount: 1,
  maxCount: 500,
  defaultCount: 10,
  unitTiers: [{ from: 1, unitCents: 300 }],
};

const QUEST_REQUIREMENT = "Desert Treasure II – The Fallen Empire completed";
const ORB_REQUIREMENT = "Awakened only: one awakener's orb per kill";

const CUSTOMER_PROVIDES = [
  "Gear and supplies for the kills on the account, or the gold to buy them",
  "For Awakened kills, one awakener's orb per kill in the bank",
  ACCOUNT_ACCESS,
  NO_LOGIN,
];

const ORB_FAQ = {
  question: "What happens to the orb if an Awakened attempt fails?",
  answer:
    "An orb spent on a failed attempt is on us: we replace it, and only completed kills count towards your order.",
};

export const dt2Line: ProductLineInput = {
  id: "dt2",
  name: "Desert Treasure II Bosses",
  basePath: "/osrs-dt2",
  listingPath: "/osrs-dt2",
  imageSrc: "/art/dt2.svg",
  intro:
    "Duke Sucellus, the Leviathan, the Whisperer and Vardorvis, in Normal or Awakened mode, killed by hand on your account for the vestiges, Virtus and the Soulreaper axe pieces.",
  products: [
    {
      sku: "dt2-duke-sucellus",
      slug: "duke-sucellus",
      name: "Duke Sucellus",
      imageSrc: "/art/dt2.svg",
      shortDescription:
        "Duke Sucellus kills in Ghorrock Prison for the Magus vestige, Eye of the duke and Virtus robes.",
      longDescription:
        "Duke Sucellus is imprisoned in Ghorrock Prison, and every kill starts with gathering mushrooms in the prison to brew the arder-musca poison used in the fight. He drops the Magus vestige for the Magus ring, the Eye of the duke, Virtus robes and chromium ingots. Choose Awakened for the boosted version with better chances at the uniques.",
      requirements: [QUEST_REQUIREMENT, "Combat 100+ with 90+ melee stats recommended", ORB_REQUIREMENT],
      customerProvides: CUSTOMER_PROVIDES,
      estimatedTime: "10 normal kills usually take less than a day; Awakened kills take longer",
      faq: [
        {
          question: "Do you prepare the poison before each kill?",
          answer: "Yes, gathering and brewing it inside the prison is part of every kill we do.",
        },
        ORB_FAQ,
      ],
      tags: ["Desert Treasure II"],
      pricing: PER_KILL,
      optionGroups: DT2_OPTIONS,
    },
    {
      sku: "dt2-the-leviathan",
      slug: "the-leviathan",
      name: "The Leviathan",
      imageSrc: "/art/dt2.svg",
      shortDescription: "Leviathan kills in the Scar for the Venator vestige, Leviathan's lure and Virtus robes.",
      longDescription:
        "The Leviathan lurks in the Scar and is fought with ranged while you dodge falling rocks and pray against its fast, alternating projectiles. It drops the Venator vestige for the Venator ring, the Leviathan's lure, Virtus robes and chromium ingots. Choose Awakened for the boosted version with better chances at the uniques.",
      requirements: [QUEST_REQUIREMENT, "Ranged 90+ recommended", ORB_REQUIREMENT],
      customerProvides: CUSTOMER_PROVIDES,
      estimatedTime: "10 normal kills usually take less than a day; Awakened kills take longer",
      faq: [
        {
          question: "Which weapon do you use?",
          answer:
            "Your best ranged weapon; a fast weapon such as the blowpipe helps through the rapid prayer switches.",
        },
        ORB_FAQ,
      ],
      tags: ["Desert Treasure II"],
      pricing: PER_KILL,
      optionGroups: DT2_OPTIONS,
    },
    {
      sku: "dt2-the-whisperer",
      slug: "the-whisperer",
      name: "The Whisperer",
      imageSrc: "/art/dt2.svg",
      shortDescription:
        "Whisperer kills in the Lassar Undercity for the Bellator vestige, Siren's staff and Virtus robes.",
      longDescription:
        "The Whisperer waits in the Lassar Undercity and pulls you between the real world and the shadow realm, with fast prayer checks throughout. It drops the Bellator vestige for the Bellator ring, the Siren's staff, Virtus robes and chromium ingots. Choose Awakened for the boosted version with better chances at the uniques.",
      requirements: [QUEST_REQUIREMENT, "Combat 100+ with 90+ Magic recommended", ORB_REQUIREMENT],
      customerProvides: CUSTOMER_PROVIDES,
      estimatedTime: "10 normal kills usually take less than a day; Awakened kills take longer",
      faq: [
        {
          question: "Is the Whisperer the hardest of the four?",
          answer: "Many players think so, especially in Awakened mode; our specialists take these kills.",
        },
        ORB_FAQ,
      ],
      tags: ["Desert Treasure II"],
      pricing: PER_KILL,
      optionGroups: DT2_OPTIONS,
    },
    {
      sku: "dt2-vardorvis",
      slug: "vardorvis",
      name: "Vardorvis",
      imageSrc: "/art/dt2.svg",
      shortDescription:
        "Vardorvis kills in the Stranglewood for the Ultor vestige, Executioner's axe head and Virtus robes.",
      longDescription:
        "Vardorvis guards the Stranglewood and is a fast melee fight of axes, spikes and heads to pray against. He drops the Ultor vestige for the Ultor ring, the Executioner's axe head for the Soulreaper axe, Virtus robes and chromium ingots. Choose Awakened for the boosted version with better chances at the uniques.",
      requirements: [QUEST_REQUIREMENT, "Combat 100+ with 90+ melee stats recommended", ORB_REQUIREMENT],
      customerProvides: CUSTOMER_PROVIDES,
      estimatedTime: "10 normal kills usually take less than a day; Awakened kills take longer",
      faq: [
        {
          question: "Which Soulreaper axe pieces come from Vardorvis?",
          answer:
            "Only the Executioner's axe head; the other three pieces come from the other Desert Treasure II bosses.",
        },
        ORB_FAQ,
      ],
      tags: ["Desert Treasure II"],
      pricing: PER_KILL,
      optionGroups: DT2_OPTIONS,
    },
  ],
};
