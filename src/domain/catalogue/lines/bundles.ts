import type { ProductLineInput } from "../product-schema";
import { ACCOUNT_ACCESS, NO_LOGIN, PLAY_METHOD, SPEED_AND_STREAM } from "./shared-options";

/*
 * Bundles: several services sold together at one fixed price below the sum of the parts. Prices
 * replace the base by account type or starting point where that changes the work.
 */

const BUNDLE_PROVIDES = [
  "Quest items, gear and supplies on the account, or the gold to buy them",
  ACCOUNT_ACCESS,
  NO_LOGIN,
];

export const bundlesLine: ProductLineInput = {
  id: "bundles",
  name: "Bundles",
  basePath: "/osrs-bundles",
  listingPath: "/osrs-services#bundles",
  imageSrc: "/art/bundles.svg",
  intro:
    "The unlocks players most often buy together, from Barrows gloves to the Quest cape and starter packs for pures and zerkers, at one price below the parts.",
  products: [
    {
      sku: "bundle-quest-cape",
      slug: "quest-cape",
      name: "Quest Cape Bundle",
      imageSrc: "/art/bundles.svg",
      shortDescription:
        "Every quest you are missing, done in order, until the Wise Old Man sells you the Quest point cape.",
      longDescription:
        "The Quest point cape is worn by players who have completed every quest in the game, and is bought from the Wise Old Man in Draynor Village. We plan the order, complete every quest and miniquest you are missing, Grandmaster quests included, and finish with the cape in your bank. Priced by your current quest points, it costs well below booking the same quests one by one; if only a handful are missing, booking them singly can be cheaper, and live chat will tell you which.",
      requirements: [
        "The skill levels every remaining quest asks for (we can train the missing ones on our Skills page)",
        "Members account",
      ],
      customerProvides: [...BUNDLE_PROVIDES, "99,000 coins for the cape itself, or the gold to buy it"],
      estimatedTime: "1–5 weeks after start, by quest points",
      faq: [
        {
          question: "Are skill levels included?",
          answer:
            "No: the bundle covers the quests. If some quests need levels you do not have, we quote the training separately before starting.",
        },
        {
          question: "Do you work through the quests in a set order?",
          answer: "Yes: we order them so each unlock helps the next, and you can follow progress in your quest log.",
        },
      ],
      tags: ["Quests", "Cape", "Grandmaster"],
      pricing: { kind: "fixed", baseCents: 48_000 },
      optionGroups: [
        {
          id: "starting-point",
          label: "Quest points now",
          kind: "single",
          choices: [
            { id: "under-100", label: "Under 100 quest points", baseCents: 48_000 },
            { id: "100-to-199", label: "100–199 quest points", baseCents: 34_000 },
            { id: "200-plus", label: "200 or more quest points", baseCents: 18_000 },
          ],
        },
        {
          id: "account-type",
          label: "Account type",
          kind: "single",
          choices: [
            { id: "main", label: "Main" },
            {
              id: "ironman",
              label: "Ironman",
              description: "We gather every quest item on the account",
              addPercent: 30,
            },
          ],
        },
        PLAY_METHOD,
        SPEED_AND_STREAM,
      ],
    },
    {
      sku: "bundle-barrows-gloves",
      slug: "barrows-gloves",
      name: "Barrows Gloves Bundle",
      imageSrc: "/art/bundles.svg",
      shortDescription:
        "Recipe for Disaster in full with Monkey Madness I, Desert Treasure I, Horror from the Deep and Lost City.",
      longDescription:
        "Barrows gloves are the reward for finishing every part of Recipe for Disaster, and most accounts still need several big quests on the way. This bundle covers all ten Recipe for Disaster subquests plus Monkey Madness I, Desert Treasure I, Horror from the Deep and Lost City, and ends with the gloves bought from the Culinaromancer's Chest. On a main it costs $145 instead of $175 for the same five quests booked one by one.",
      requirements: [
        "175 quest points before the final subquest (we quote any missing quests)",
        "70 Cooking and 48 Agility, plus the skill levels of the included quests",
      ],
      customerProvides: [...BUNDLE_PROVIDES, "130,000 coins for the gloves, or the gold to buy them"],
      estimatedTime: "5–9 days after start",
      faq: [
        {
          question: "I have already done some of these quests. Is it cheaper?",
          answer: "Yes: tell us which are done on live chat and we take them off the price.",
        },
        {
          question: "Are the gloves themselves included?",
          answer: "Yes: at the end we buy them for you from the Culinaromancer's Chest with the coins in your bank.",
        },
      ],
      tags: ["Quests", "Gloves"],
      pricing: { kind: "fixed", baseCents: 14_500 },
      optionGroups: [
        {
          id: "account-type",
          label: "Account type",
          kind: "single",
          choices: [
            { id: "main", label: "Main", baseCents: 14_500 },
            {
              id: "ironman",
              label: "Ironman",
              description: "We gather every quest item on the account",
              baseCents: 19_000,
            },
          ],
        },
        PLAY_METHOD,
        SPEED_AND_STREAM,
      ],
    },
    {
      sku: "bundle-ancient-magicks",
      slug: "ancient-magicks",
      name: "Ancient Magicks Bundle",
      imageSrc: "/art/bundles.svg",
      shortDescription: "Desert Treasure I with every prerequisite quest you are missing, for the Ancient spellbook.",
      longDescription:
        "The Ancient Magicks spellbook, with Ice Barrage and Blood Barrage, is unlocked by Desert Treasure I. This bundle includes Desert Treasure I and every prerequisite quest you are missing, such as The Dig Site and Temple of Ikov, for less than booking them one by one. Pures are welcome: we pick quest rewards that keep Defence at 1.",
      requirements: [
        "53 Thieving, 50 Magic, 50 Firemaking and 10 Slayer",
        "The skill levels of the prerequisite quests (we check on live chat)",
      ],
      customerProvides: BUNDLE_PROVIDES,
      estimatedTime: "2–4 days after start",
      faq: [
        {
          question: "Why does the pure option cost more?",
          answer:
            "The four Desert Treasure bosses hit much harder against 1 Defence, so the fights take more time and care.",
        },
      ],
      tags: ["Quests", "Magic"],
      pricing: { kind: "fixed", baseCents: 7_500 },
      optionGroups: [
        {
          id: "account-type",
          label: "Account type",
          kind: "single",
          choices: [
            { id: "main", label: "Main", baseCents: 7_500 },
            { id: "zerker", label: "Zerker (45 Defence)", baseCents: 8_500 },
            { id: "pure", label: "Pure (1 Defence)", baseCents: 9_500 },
          ],
        },
        PLAY_METHOD,
        SPEED_AND_STREAM,
      ],
    },
    {
      sku: "bundle-piety",
      slug: "piety",
      name: "Piety Bundle",
      imageSrc: "/art/bundles.svg",
      shortDescription: "King's Ransom, the Knight Waves training ground and Prayer to 70: Piety ready to use.",
      longDescription:
        "Piety, the best melee prayer for most accounts, needs King's Ransom, the Knight Waves training ground in Camelot, and 70 Prayer and Defence. This bundle does all of it: King's Ransom with any prerequisite quests you are missing, Knight Waves, Prayer to 70 on your bones at a gilded altar, and Defence to 70 if you choose. It costs less than booking the quests, Knight Waves and the levels as separate orders.",
      requirements: ["65 Magic and 45 Defence for King's Ransom", "70 Prayer and 70 Defence to use Piety"],
      customerProvides: [
        ...BUNDLE_PROVIDES,
        "The bones for the Prayer levels (dragon bones are usual) and marrentill for the incense burners",
      ],
      estimatedTime: "2–5 days after start",
      faq: [
        {
          question: "Can pures or zerkers use Piety?",
          answer: "No: Piety needs 70 Defence, so it is for mains.",
        },
      ],
      tags: ["Quests", "Prayer"],
      pricing: { kind: "fixed", baseCents: 5_500 },
      optionGroups: [
        {
          id: "starting-point",
          label: "Defence now",
          kind: "single",
          choices: [
            { id: "defence-70-plus", label: "Defence 70 or higher", baseCents: 5_500 },
            { id: "defence-60-69", label: "Defence 60–69 (we train it to 70)", baseCents: 7_200 },
            { id: "defence-45-59", label: "Defence 45–59 (we train it to 70)", baseCents: 8_000 },
          ],
        },
        PLAY_METHOD,
        SPEED_AND_STREAM,
      ],
    },
    {
      sku: "bundle-rigour",
      slug: "rigour",
      name: "Rigour Bundle",
      imageSrc: "/art/bundles.svg",
      shortDescription: "Prayer to 74, your dexterous prayer scroll read and Defence to 70: Rigour ready to use.",
      longDescription:
        "Rigour, the best ranged prayer, needs 74 Prayer, 70 Defence and a dexterous prayer scroll read from your bank. This bundle trains Prayer to 74 on your bones at a gilded altar, raises Defence to 70 if you choose, and reads the scroll. It costs less than the same Prayer and Defence levels booked on our Skills page, and the unlock is included at no charge.",
      requirements: [
        "A dexterous prayer scroll in your bank (bought on the Grand Exchange, or from your own raids on an ironman)",
        "74 Prayer and 70 Defence to use Rigour (trained in this bundle)",
      ],
      customerProvides: [
        ...BUNDLE_PROVIDES,
        "The bones for the Prayer levels (dragon bones are usual) and marrentill for the incense burners",
      ],
      estimatedTime: "1–3 days after start, by starting levels",
      faq: [
        {
          question: "Do you supply the scroll?",
          answer:
            "No: the scroll must be in your bank; on a main it can be bought on the Grand Exchange with your gold.",
        },
      ],
      tags: ["Prayer", "Ranged"],
      pricing: { kind: "fixed", baseCents: 700 },
      optionGroups: [
        {
          id: "starting-point",
          label: "Defence now",
          kind: "single",
          choices: [
            { id: "defence-70-plus", label: "Defence 70 or higher", baseCents: 700 },
            { id: "defence-60-69", label: "Defence 60–69 (we train it to 70)", baseCents: 2_200 },
            { id: "defence-40-59", label: "Defence 40–59 (we train it to 70)", baseCents: 3_000 },
          ],
        },
        PLAY_METHOD,
        SPEED_AND_STREAM,
      ],
    },
    {
      sku: "bundle-augury",
      slug: "augury",
      name: "Augury Bundle",
      imageSrc: "/art/bundles.svg",
      shortDescription: "Prayer to 77, your arcane prayer scroll read and Defence to 70: Augury ready to use.",
      longDescription:
        "Augury, the best magic prayer, needs 77 Prayer, 70 Defence and an arcane prayer scroll read from your bank. This bundle trains Prayer to 77 on your bones at a gilded altar, raises Defence to 70 if you choose, and reads the scroll. It costs less than the same Prayer and Defence levels booked on our Skills page, and the unlock is included at no charge.",
      requirements: [
        "An arcane prayer scroll in your bank (bought on the Grand Exchange, or from your own raids on an ironman)",
        "77 Prayer and 70 Defence to use Augury (trained in this bundle)",
      ],
      customerProvides: [
        ...BUNDLE_PROVIDES,
        "The bones for the Prayer levels (dragon bones are usual) and marrentill for the incense burners",
      ],
      estimatedTime: "1–3 days after start, by starting levels",
      faq: [
        {
          question: "Should I get Rigour or Augury first?",
          answer: "Rigour helps more at most bosses; Augury matters most for magic-heavy content such as raids.",
        },
      ],
      tags: ["Prayer", "Magic"],
      pricing: { kind: "fixed", baseCents: 1_000 },
      optionGroups: [
        {
          id: "starting-point",
          label: "Defence now",
          kind: "single",
          choices: [
            { id: "defence-70-plus", label: "Defence 70 or higher", baseCents: 1_000 },
            { id: "defence-60-69", label: "Defence 60–69 (we train it to 70)", baseCents: 2_500 },
            { id: "defence-40-59", label: "Defence 40–59 (we train it to 70)", baseCents: 3_300 },
          ],
        },
        PLAY_METHOD,
        SPEED_AND_STREAM,
      ],
    },
    {
      sku: "bundle-pure-starter",
      slug: "pure-starter",
      name: "Pure Starter Bundle",
      imageSrc: "/art/bundles.svg",
      shortDescription: "The classic 1 Defence pure quests, with every reward kept off Defence.",
      longDescription:
        "A 1 Defence pure needs the quests that unlock its weapons and give Attack experience without a single point of Defence. This bundle covers Waterfall Quest, Tree Gnome Village, The Grand Tree, Fight Arena, Witch's House, Vampyre Slayer, Death Plateau, Lost City (dragon dagger and longsword) and Monkey Madness I (dragon scimitar, with its experience put into Attack and Strength). It costs less than booking the nine quests one by one, and we check every reward before claiming it.",
      requirements: [
        "31 Crafting and 36 Woodcutting (Lost City) and 25 Agility (The Grand Tree)",
        "Defence at 1: we never train it or claim Defence rewards",
      ],
      customerProvides: BUNDLE_PROVIDES,
      estimatedTime: "3–5 days after start",
      faq: [
        {
          question: "Can Defence go up by accident?",
          answer:
            "No: these quests give no Defence experience, Monkey Madness I's reward is put into Attack and Strength, and we fight on non-Defence styles only.",
        },
        {
          question: "Is Dragon Slayer I included?",
          answer: "No: its reward includes Defence experience, which would ruin a 1 Defence pure.",
        },
      ],
      tags: ["Quests", "Pure"],
      pricing: { kind: "fixed", baseCents: 7_000 },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "bundle-zerker-starter",
      slug: "zerker-starter",
      name: "Zerker Starter Bundle",
      imageSrc: "/art/bundles.svg",
      shortDescription: "Berserker helm, Fighter torso, dragon weapons and Ava's device for a 45 Defence zerker.",
      longDescription:
        "A zerker is built around 45 Defence and the gear that fits it. This bundle covers The Fremennik Trials (for the berserker helm), Lost City and Monkey Madness I (dragon weapons), Animal Magnetism (Ava's device) and the Fighter torso from Barbarian Assault. It costs $82 instead of $98 for the same services booked one by one.",
      requirements: [
        "45 Defence for the berserker helm and 40 for the Fighter torso",
        "The skill levels of the included quests (40 Woodcutting and 40 Crafting for The Fremennik Trials, for example)",
      ],
      customerProvides: BUNDLE_PROVIDES,
      estimatedTime: "3–5 days after start",
      faq: [
        {
          question: "Will my Defence stay at 45?",
          answer:
            "We never train Defence and put Monkey Madness I's reward into Attack and Strength; if any reward would take you past 45 we tell you before claiming it.",
        },
        {
          question: "Is the berserker helm included?",
          answer:
            "The quest unlocks it; Skulgrimen sells it for coins from your bank, and we buy it for you at the end.",
        },
      ],
      tags: ["Quests", "Zerker"],
      pricing: { kind: "fixed", baseCents: 8_200 },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
  ],
};
