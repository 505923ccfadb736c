import type { ProductInput, ProductLineInput, UnitTier } from "../product-schema";
import { ACCOUNT_ACCESS, NO_LOGIN, PLAY_METHOD, SPEED_AND_STREAM } from "./shared-options";

/*
 * Raids: per completed raid (kill count), with a mode or raid-level choice that swaps the unit price.
 * Every variant is 5% cheaper per raid from 25 raids.
 */

/** A raid's unit price, 5% lower from the 25th raid of an order. */
function perRaid(unitCents: number): UnitTier[] {
  return [
    { from: 1, unitCents },
    { from: 25, unitCents: Math.round(unitCents * 0.95) },
  ];
}

function raidPricing(unitTiers: UnitTier[]): ProductInput["pricing"] {
  return {
    kind: "per-unit",
    unitLabel: "raid",
    unitLabelPlural: "raids",
    minCount: 1,
    maxCount: 500,
    defaultCount: 5,
    unitTiers,
  };
}

const COX_NORMAL = perRaid(900);
const TOB_ENTRY = perRaid(700);
const TOA_150 = perRaid(800);

const CUSTOMER_PROVIDES = [
  "Gear and supplies for the raids on the account, or the gold to buy them",
  ACCOUNT_ACCESS,
  NO_LOGIN,
];

export const raidsLine: ProductLineInput = {
  id: "raids",
  name: "Raids",
  basePath: "/osrs-raids",
  listingPath: "/osrs-raids",
  imageSrc: "/art/raids.svg",
  intro:
    "Chambers of Xeric, Theatre of Blood and Tombs of Amascut kill count, with your account played by hand in our own experienced raid teams, at the mode or raid level you choose.",
  products: [
    {
      sku: "raid-chambers-of-xeric",
      slug: "chambers-of-xeric",
      name: "Chambers of Xeric",
      imageSrc: "/art/raids.svg",
      shortDescription:
        "Chambers of Xeric kill count in Normal or Challenge Mode, raiding for the Twisted bow, Ancestral and prayer scrolls.",
      longDescription:
        "The Chambers of Xeric, the first raid, sits beneath Mount Quidamortem in Kebos and ends with the Great Olm. Your account raids with our team, played by one of our boosters, and every point it earns counts towards its own loot roll, with chances at the Twisted bow, Ancestral robes, Dragon claws, Kodai insignia and the Dexterous and Arcane prayer scrolls. Challenge Mode is a harder version with stronger monsters, target times and extra rewards.",
      requirements: [
        "Combat 100+ with 85+ in melee, Ranged and Magic recommended",
        "Prayer 70+ for Piety (74+ for Rigour) recommended",
        "Higher Herblore helps with the potions made inside the raid",
      ],
      customerProvides: CUSTOMER_PROVIDES,
      estimatedTime: "5 Normal raids usually take about 1 day; Challenge Mode raids take longer",
      faq: [
        {
          question: "Who gets the loot?",
          answer:
            "Whatever your account receives stays on your account. Purple drops go to one member of the team, weighted by points, so uniques are never guaranteed.",
        },
        {
          question: "Can you get Rigour or Augury for me?",
          answer:
            "The Dexterous and Arcane prayer scrolls drop here, but only by chance; buying the scroll and reading it is the reliable route.",
        },
      ],
      tags: ["Raid", "Kourend"],
      pricing: raidPricing(COX_NORMAL),
      optionGroups: [
        {
          id: "mode",
          label: "Mode",
          kind: "single",
          variant: true,
          choices: [
            { id: "normal", label: "Normal", unitTiers: COX_NORMAL },
            {
              id: "challenge-mode",
              label: "Challenge Mode",
              description: "Harder raids with stronger monsters, target times and extra rewards.",
              unitTiers: perRaid(3_000),
            },
          ],
        },
        PLAY_METHOD,
        SPEED_AND_STREAM,
      ],
    },
    {
      sku: "raid-theatre-of-blood",
      slug: "theatre-of-blood",
      name: "Theatre of Blood",
      imageSrc: "/art/raids.svg",
      shortDescription:
        "Theatre of Blood kill count in Entry, Normal or Hard Mode, raiding for the Scythe of vitur, Ghrazi rapier and Justiciar.",
      longDescription:
        "The Theatre of Blood in Ver Sinhaza is Morytania's raid: six rooms of bosses, from the Maiden of Sugadinti to Verzik Vitur, for teams of up to five. Your account raids with our team, played by one of our boosters. Normal and Hard Mode give chances at the Scythe of vitur, Ghrazi rapier, Sanguinesti staff, Justiciar armour and Avernic defender hilt; Entry Mode is the learner version with much smaller rewards.",
      requirements: [
        "Access to Morytania (Priest in Peril)",
        "Combat 110+ with 90+ in melee, Ranged and Magic recommended for Normal and Hard",
        "Prayer 70+ for Piety (74+ for Rigour) recommended",
      ],
      customerProvides: CUSTOMER_PROVIDES,
      estimatedTime: "5 Normal raids usually take about 1 day; Hard Mode raids take longer",
      faq: [
        {
          question: "Does Entry Mode count towards Theatre of Blood kill count?",
          answer:
            "Entry Mode has its own kill count and much smaller rewards; choose Normal or Hard if you want the main kill count and unique chances.",
        },
        {
          question: "Who gets the loot?",
          answer:
            "Whatever your account receives stays on your account; uniques go to one member of the team, so they are never guaranteed.",
        },
      ],
      tags: ["Raid", "Morytania"],
      pricing: raidPricing(TOB_ENTRY),
      optionGroups: [
        {
          id: "mode",
          label: "Mode",
          kind: "single",
          variant: true,
          choices: [
            { id: "entry", label: "Entry Mode", unitTiers: TOB_ENTRY },
            { id: "normal", label: "Normal", unitTiers: perRaid(1_600) },
            {
              id: "hard",
              label: "Hard Mode",
              description: "The hardest version of the raid, with its own cosmetic rewards.",
              unitTiers: perRaid(4_500),
            },
          ],
        },
        PLAY_METHOD,
        SPEED_AND_STREAM,
      ],
    },
    {
      sku: "raid-tombs-of-amascut",
      slug: "tombs-of-amascut",
      name: "Tombs of Amascut",
      imageSrc: "/art/raids.svg",
      shortDescription:
        "Tombs of Amascut kill count at raid level 150, 300 or 500, raiding for Tumeken's shadow, Masori and Osmumten's fang.",
      longDescription:
        "The Tombs of Amascut lie in the Jaltevas Pyramid at the Necropolis, and the raid's difficulty is set by invocations that add up to a raid level. Higher raid levels mean harder bosses and better chances at the uniques: Tumeken's shadow, Masori armour, Osmumten's fang, the Lightbearer and Elidinis' ward. Your account raids with our team, played by one of our boosters, at the raid level you choose below.",
      requirements: [
        "Beneath Cursed Sands completed",
        "Combat 100+ with 85+ in melee, Ranged and Magic recommended; 90+ for raid level 300 and above",
        "Prayer 70+ for Piety (74+ for Rigour) recommended",
      ],
      customerProvides: CUSTOMER_PROVIDES,
      estimatedTime: "5 raids at level 150 usually take about 1 day; higher raid levels take longer",
      faq: [
        {
          question: "What do the raid levels mean?",
          answer:
            "Raid levels 0–149 are Entry, 150–299 Normal and 300 and above Expert. Each step up makes the raid harder and improves the loot.",
        },
        {
          question: "Can I have a raid level that is not listed?",
          answer: "Yes: ask us on live chat and we price it between the nearest listed levels.",
        },
      ],
      tags: ["Raid", "Desert"],
      pricing: raidPricing(TOA_150),
      optionGroups: [
        {
          id: "raid-level",
          label: "Raid level",
          kind: "single",
          variant: true,
          choices: [
            { id: "level-150", label: "Raid level 150 (Normal)", unitTiers: TOA_150 },
            { id: "level-300", label: "Raid level 300 (Expert)", unitTiers: perRaid(1_500) },
            { id: "level-500", label: "Raid level 500 (Expert)", unitTiers: perRaid(5_500) },
          ],
        },
        PLAY_METHOD,
        SPEED_AND_STREAM,
      ],
    },
  ],
};
