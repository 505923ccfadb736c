import type { ProductLineInput } from "../product-schema";
import { ACCOUNT_ACCESS, NO_LOGIN, PLAY_METHOD, SPEED_AND_STREAM } from "./shared-options";

/*
 * Combat Achievements, sold two ways on /osrs-combat-achievements: by difficulty tier (every
 * remaining task of the tier, fixed price) and by boss (the boss's tasks grouped into entry, elite
 * and master bundles, priced by the boss's difficulty). Boss slugs match the PvM line.
 */

const GEAR = "Gear and supplies on the account, or the gold to buy them";

const ENTRY_LABEL = "Easy to Hard tasks";
const ELITE_LABEL = "Elite tasks";
const MASTER_LABEL = "Master and Grandmaster tasks";

/* ------------------------------------------------------------------------------------------------ */

export const caDifficultyLine: ProductLineInput = {
  id: "ca-difficulty",
  name: "Combat Achievements by tier",
  basePath: "/osrs-combat-achievements/difficulty",
  listingPath: "/osrs-combat-achievements",
  imageSrc: "/art/combat-achievements.svg",
  intro:
    "Finish a whole Combat Achievements tier in one order: we complete every task you have left in it, from Easy to Grandmaster.",
  products: [
    {
      sku: "ca-tier-easy",
      slug: "easy",
      name: "Easy Combat Achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "Every remaining Easy combat task: Barrows, Bryophyta, Obor, Wintertodt, Tempoross and more.",
      longDescription:
        "Easy tasks are worth 1 point each and cover early bosses and monsters such as the Barrows brothers, Bryophyta, Obor, the Giant Mole, the King Black Dragon, Wintertodt and Tempoross. We complete every Easy task still open on your account. Combat Achievement rewards unlock at point thresholds, so the points from this tier also count towards the next reward you claim from Ghommal in the Warriors' Guild.",
      requirements: [
        "A members account",
        "Around 60+ in your combat stats; some tasks need a mossy key (Bryophyta) or giant key (Obor), which we farm",
      ],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "1–3 days after start",
      faq: [
        {
          question: "I already have some Easy tasks done. Does the price change?",
          answer:
            "The price covers every task you have left in the tier; tasks you have already done are simply skipped.",
        },
        {
          question: "How are points and rewards linked?",
          answer:
            "Each Easy task gives 1 point. Rewards unlock when your total points reach each tier's threshold, and you claim them from Ghommal.",
        },
      ],
      tags: ["Easy", "Combat Achievements"],
      pricing: { kind: "fixed", baseCents: 3_000 },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-tier-medium",
      slug: "medium",
      name: "Medium Combat Achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "Every remaining Medium combat task: Dagannoth Kings, Skotizo, Moons of Peril and more.",
      longDescription:
        "Medium tasks are worth 2 points each and take in mid-level bosses and slayer monsters: the Dagannoth Kings, Skotizo, the Moons of Peril, the Wilderness archaeologists and Chaos Fanatic, and repeat kills at the Barrows and the King Black Dragon. We complete every Medium task still open on your account, and the points count towards your next Combat Achievements reward.",
      requirements: [
        "A members account",
        "Around 70+ in your combat stats",
        "Some Medium tasks are in the Wilderness; we use low-risk setups there",
      ],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "2–5 days after start",
      faq: [
        {
          question: "Are Wilderness tasks included?",
          answer:
            "Yes. We take only what the task needs into the Wilderness and hop away from danger, but anything carried there can be lost to player killers.",
        },
      ],
      tags: ["Medium", "Combat Achievements"],
      pricing: { kind: "fixed", baseCents: 7_000 },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-tier-hard",
      slug: "hard",
      name: "Hard Combat Achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "Every remaining Hard combat task: God Wars generals, Zulrah, slayer bosses and entry raids.",
      longDescription:
        "Hard tasks are worth 3 points each and are where the kill counts start to add up: the God Wars Dungeon generals, Zulrah, the Kraken, the Abyssal Sire, the Grotesque Guardians, the Wilderness bosses and the entry modes of the Theatre of Blood and Tombs of Amascut. We complete every Hard task still open on your account; the points move you towards the next reward threshold.",
      requirements: [
        "Around 80+ in your combat stats and 43 Prayer (Protect prayers)",
        "Slayer levels and quests for the bosses involved, e.g. Regicide progress for Zulrah",
      ],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "1–2 weeks after start",
      faq: [
        {
          question: "What if my account can't reach a boss yet?",
          answer:
            "Tell us before ordering: we check your account on live chat and quote any quests or Slayer levels needed to unlock the remaining tasks.",
        },
      ],
      tags: ["Hard", "Combat Achievements"],
      pricing: { kind: "fixed", baseCents: 16_000 },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-tier-elite",
      slug: "elite",
      name: "Elite Combat Achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "Every remaining Elite combat task: Vorkath, Hydra, the Gauntlet, raids and the Fight Caves.",
      longDescription:
        "Elite tasks are worth 4 points each and reach into endgame content: Vorkath, the Alchemical Hydra, Cerberus, the Corporeal Beast, the Gauntlet and Corrupted Gauntlet, the Fight Caves, Nex, the Desert Treasure II bosses and the Chambers of Xeric and Tombs of Amascut. We complete every Elite task still open on your account, and the points bring the larger rewards within reach.",
      requirements: [
        "Around 90+ in your combat stats with Piety or Rigour",
        "The quests that unlock the bosses, e.g. Dragon Slayer II, Song of the Elves and Desert Treasure II",
        "Endgame gear; we check your bank on live chat before you order",
      ],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "2–4 weeks after start",
      faq: [
        {
          question: "Do raid tasks need a team?",
          answer: "Some do: our raiders bring the team, so you don't need to arrange anyone.",
        },
        {
          question: "Can an ironman order this tier?",
          answer:
            "Yes, but an ironman can only use the gear it owns. Ask us on live chat first so we can check the setups against the remaining tasks.",
        },
      ],
      tags: ["Elite", "Combat Achievements"],
      pricing: { kind: "fixed", baseCents: 45_000 },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-tier-master",
      slug: "master",
      name: "Master Combat Achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "Every remaining Master combat task: Colosseum, Phosani's Nightmare, CM raids and more.",
      longDescription:
        "Master tasks are worth 5 points each and test mechanics as much as gear: the Fortis Colosseum and Sol Heredit, Phosani's Nightmare, Chambers of Xeric Challenge Mode, Theatre of Blood, expert Tombs of Amascut and the harder Desert Treasure II tasks, along with speed and perfection tasks at many bosses. Our specialists complete every Master task still open on your account.",
      requirements: [
        "Maxed or near-maxed combat stats with Rigour and Augury",
        "Top-end gear such as a Twisted bow or Shadow and a Scythe; we check your bank first",
      ],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "4–8 weeks after start",
      faq: [
        {
          question: "What if a speed task needs better gear than I have?",
          answer:
            "We tell you before starting which tasks your gear can reach in time and what would make the rest possible.",
        },
      ],
      tags: ["Master", "Combat Achievements"],
      pricing: { kind: "fixed", baseCents: 140_000 },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-tier-grandmaster",
      slug: "grandmaster",
      name: "Grandmaster Combat Achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "Every remaining Grandmaster task: Inferno, Theatre of Blood Hard Mode, expert ToA and more.",
      longDescription:
        "Grandmaster tasks are worth 6 points each and are the hardest in the game: Inferno completions and restrictions, Theatre of Blood Hard Mode, Tombs of Amascut at high raid levels, the Awakened Desert Treasure II bosses, Colosseum speed runs and perfect kills at many bosses. Our best PvM players complete every Grandmaster task still open on your account, which is what stands between most players and the final reward.",
      requirements: [
        "Maxed combat stats with Rigour and Augury",
        "Best-in-slot or close gear for melee, ranged and magic; we review your bank before you order",
      ],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "2–4 months after start",
      faq: [
        {
          question: "Is the Inferno included?",
          answer:
            "Yes: the Inferno tasks are part of the tier. If you have no infernal cape yet, the first completion earns one along the way.",
        },
        {
          question: "Can I watch the hardest attempts?",
          answer: "Yes: add the private stream and we send you a link before each session.",
        },
      ],
      tags: ["Grandmaster", "Combat Achievements"],
      pricing: { kind: "fixed", baseCents: 320_000 },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
  ],
};

/* ------------------------------------------------------------------------------------------------ */

export const caBossLine: ProductLineInput = {
  id: "ca-boss",
  name: "Combat Achievements by boss",
  basePath: "/osrs-combat-achievements/boss",
  listingPath: "/osrs-combat-achievements",
  imageSrc: "/art/combat-achievements.svg",
  intro:
    "Pick a boss and a group of its tasks: its entry tasks up to Hard, its Elite tasks, or its Master and Grandmaster tasks.",
  products: [
    {
      sku: "ca-boss-general-graardor",
      slug: "general-graardor",
      name: "General Graardor combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription:
        "General Graardor's combat tasks in the Bandos stronghold, from kill counts to no-damage kills.",
      longDescription:
        "General Graardor's tasks run from kill-count milestones and finishing him with his bodyguards dead to the Grandmaster tasks for long trips and kills without taking damage. We complete the tasks in the group you choose on your account, counting the kills you already have towards the kill-count tasks.",
      requirements: ["70 Strength to enter the Bandos stronghold", "Kill count in the room, or an ecumenical key"],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "Entry 2–4 days; Elite 3–5 days; Master and Grandmaster 1–2 weeks",
      faq: [
        {
          question: "Do I keep the drops?",
          answer: "Yes: every drop, from Bandos armour to godsword shards, stays on your account.",
        },
      ],
      tags: ["God Wars", "Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          {
            id: "entry",
            label: ENTRY_LABEL,
            priceCents: 12_000,
            description: "Its tasks up to Hard, kill count included",
          },
          { id: "elite", label: ELITE_LABEL, priceCents: 15_000, description: "Its Elite tasks" },
          { id: "master", label: MASTER_LABEL, priceCents: 28_000, description: "Its Master and Grandmaster tasks" },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-commander-zilyana",
      slug: "commander-zilyana",
      name: "Commander Zilyana combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "Commander Zilyana's combat tasks, from kill counts to long no-damage trips.",
      longDescription:
        "Commander Zilyana is fast and hits hard, and her tasks reward clean play: kill-count milestones, melee-only kills and, at the top, long trips and kills without taking damage from her or her bodyguards. We complete the tasks in the group you choose on your account.",
      requirements: ["70 Agility to enter Saradomin's encampment", "Kill count in the room, or an ecumenical key"],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "Entry 2–4 days; Elite 3–6 days; Master and Grandmaster 1–3 weeks",
      faq: [
        {
          question: "What gear works best?",
          answer:
            "A strong ranged setup with a Twisted bow or crossbow; we check your bank and suggest upgrades if needed.",
        },
      ],
      tags: ["God Wars", "Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          {
            id: "entry",
            label: ENTRY_LABEL,
            priceCents: 14_000,
            description: "Its tasks up to Hard, kill count included",
          },
          { id: "elite", label: ELITE_LABEL, priceCents: 17_000, description: "Its Elite tasks" },
          { id: "master", label: MASTER_LABEL, priceCents: 38_000, description: "Its Master and Grandmaster tasks" },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-kreearra",
      slug: "kreearra",
      name: "Kree'arra combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "Kree'arra's combat tasks in the Armadyl eyrie, up to the salamander-only Grandmaster kill.",
      longDescription:
        "Kree'arra's tasks range from kill-count milestones and finishing him with his bodyguards dead to Master and Grandmaster challenges such as killing him without attacking him directly. We complete the tasks in the group you choose on your account.",
      requirements: [
        "70 Ranged and a mithril grapple with a crossbow to reach the Armadyl eyrie",
        "Kill count in the room, or an ecumenical key",
      ],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "Entry 2–4 days; Elite 3–6 days; Master and Grandmaster 1–2 weeks",
      faq: [
        {
          question: "Do I need a salamander?",
          answer:
            "For one of the Grandmaster tasks, yes; we can catch and make one for your account if you don't have it.",
        },
      ],
      tags: ["God Wars", "Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          {
            id: "entry",
            label: ENTRY_LABEL,
            priceCents: 15_000,
            description: "Its tasks up to Hard, kill count included",
          },
          { id: "elite", label: ELITE_LABEL, priceCents: 17_000, description: "Its Elite tasks" },
          { id: "master", label: MASTER_LABEL, priceCents: 34_000, description: "Its Master and Grandmaster tasks" },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-kril-tsutsaroth",
      slug: "kril-tsutsaroth",
      name: "K'ril Tsutsaroth combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "K'ril Tsutsaroth's combat tasks, from demonbane finishes to Grandmaster trips.",
      longDescription:
        "K'ril Tsutsaroth's tasks include finishing him with a demonbane weapon, kills without his special attack, demonbane-spell-only kills and, at the top, long trips and kills without being hit by his bodyguards. We complete the tasks in the group you choose on your account.",
      requirements: ["70 Hitpoints to enter the Zamorak fortress", "Kill count in the room, or an ecumenical key"],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "Entry 2–4 days; Elite 3–5 days; Master and Grandmaster 1–2 weeks",
      faq: [
        {
          question: "Do I need a demonbane weapon?",
          answer:
            "Several tasks need one, such as Arclight or the Emberlight; we tell you what your account is missing.",
        },
      ],
      tags: ["God Wars", "Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          {
            id: "entry",
            label: ENTRY_LABEL,
            priceCents: 13_000,
            description: "Its tasks up to Hard, kill count included",
          },
          { id: "elite", label: ELITE_LABEL, priceCents: 16_000, description: "Its Elite tasks" },
          { id: "master", label: MASTER_LABEL, priceCents: 30_000, description: "Its Master and Grandmaster tasks" },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-nex",
      slug: "nex",
      name: "Nex combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "Nex's combat tasks, from the first kill to small-team and perfect kills.",
      longDescription:
        "Nex's tasks start at Elite with a first kill and deathless kills, then move to Master and Grandmaster challenges: avoiding her special attacks, small-team kills and perfect kills. Our team brings the players needed for each task and completes the group you choose on your account.",
      requirements: [
        "The Frozen Door miniquest for access to the Ancient Prison",
        "Around 90+ combat stats with Rigour and a strong ranged setup",
      ],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "Elite 2–4 days; Master and Grandmaster 1–3 weeks",
      faq: [
        {
          question: "Who gets the drops in a team kill?",
          answer: "Drops follow the game's own rules for your account; anything that lands for you is yours to keep.",
        },
      ],
      tags: ["God Wars", "Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          { id: "elite", label: ELITE_LABEL, priceCents: 12_000, description: "Its Elite tasks, first kill included" },
          { id: "master", label: MASTER_LABEL, priceCents: 45_000, description: "Its Master and Grandmaster tasks" },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-callisto",
      slug: "callisto",
      name: "Callisto combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "Callisto's kill-count combat tasks in the Wilderness, done with low-risk setups.",
      longDescription:
        "Callisto's tasks are kill-count milestones at Hard and Elite. We kill Callisto in the Wilderness on your account with the least valuable setup that does the job, hopping away from player killers, until the tasks in your chosen group are done.",
      requirements: [
        "Combat stats suited to Callisto (around 80+)",
        "A setup you are comfortable risking in the Wilderness",
      ],
      customerProvides: [
        GEAR,
        "Agreement that items taken into the Wilderness can be lost to player killers",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "Entry 1–2 days; Elite 1–2 days",
      faq: [
        {
          question: "What if a player killer attacks?",
          answer:
            "We bring only what the kills need and teleport out at the first sign of danger; we replace supplies lost through our own mistakes.",
        },
      ],
      tags: ["Wilderness", "Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          {
            id: "entry",
            label: ENTRY_LABEL,
            priceCents: 4_000,
            description: "Its tasks up to Hard, kill count included",
          },
          { id: "elite", label: ELITE_LABEL, priceCents: 4_500, description: "Its Elite tasks, kill count included" },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-vetion",
      slug: "vetion",
      name: "Vet'ion combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "Vet'ion's kill-count combat tasks in the Wilderness, done with low-risk setups.",
      longDescription:
        "Vet'ion's tasks are kill-count milestones at Hard and Elite. We kill Vet'ion in the Wilderness on your account with the least valuable setup that does the job, hopping away from player killers, until the tasks in your chosen group are done.",
      requirements: [
        "Combat stats suited to Vet'ion (around 80+)",
        "A setup you are comfortable risking in the Wilderness",
      ],
      customerProvides: [
        GEAR,
        "Agreement that items taken into the Wilderness can be lost to player killers",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "Entry 1–2 days; Elite 1–2 days",
      faq: [
        {
          question: "Do I keep the drops?",
          answer: "Yes: every drop that makes it out of the Wilderness is banked on your account.",
        },
      ],
      tags: ["Wilderness", "Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          {
            id: "entry",
            label: ENTRY_LABEL,
            priceCents: 4_000,
            description: "Its tasks up to Hard, kill count included",
          },
          { id: "elite", label: ELITE_LABEL, priceCents: 4_500, description: "Its Elite tasks, kill count included" },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-venenatis",
      slug: "venenatis",
      name: "Venenatis combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "Venenatis's kill-count combat tasks in the Wilderness, done with low-risk setups.",
      longDescription:
        "Venenatis's tasks are kill-count milestones at Hard and Elite. We kill Venenatis in the Wilderness on your account with the least valuable setup that does the job, hopping away from player killers, until the tasks in your chosen group are done.",
      requirements: [
        "Combat stats suited to Venenatis (around 80+)",
        "A setup you are comfortable risking in the Wilderness",
      ],
      customerProvides: [
        GEAR,
        "Agreement that items taken into the Wilderness can be lost to player killers",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "Entry 1–2 days; Elite 1–2 days",
      faq: [
        {
          question: "Will my account get skulled?",
          answer:
            "Not by us: we never attack other players. Items can still be lost if a player killer catches us, which is why we bring as little as possible.",
        },
      ],
      tags: ["Wilderness", "Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          {
            id: "entry",
            label: ENTRY_LABEL,
            priceCents: 4_000,
            description: "Its tasks up to Hard, kill count included",
          },
          { id: "elite", label: ELITE_LABEL, priceCents: 4_500, description: "Its Elite tasks, kill count included" },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-scorpia",
      slug: "scorpia",
      name: "Scorpia combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "Scorpia's combat tasks in the Wilderness: kill counts, no-damage and guardian tasks.",
      longDescription:
        "Scorpia's tasks include killing her without taking damage from her, leaving her guardians alive, and kill-count milestones at Hard and Elite. We do them in her Wilderness cave on your account with a low-risk setup, hopping away from player killers.",
      requirements: [
        "Combat stats suited to Scorpia (around 70+)",
        "Antipoison and a setup you are comfortable risking",
      ],
      customerProvides: [
        GEAR,
        "Agreement that items taken into the Wilderness can be lost to player killers",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "Entry 1–2 days; Elite 1–2 days",
      faq: [
        {
          question: "Is Scorpia's cave dangerous?",
          answer:
            "It is deep in the Wilderness, so we keep the risk low and leave at the first sign of player killers.",
        },
      ],
      tags: ["Wilderness", "Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          {
            id: "entry",
            label: ENTRY_LABEL,
            priceCents: 3_500,
            description: "Its tasks up to Hard, kill count included",
          },
          { id: "elite", label: ELITE_LABEL, priceCents: 4_000, description: "Its Elite tasks, kill count included" },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-abyssal-sire",
      slug: "abyssal-sire",
      name: "Abyssal Sire combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "The Abyssal Sire's combat tasks, from dodging tentacles to the perfect kill.",
      longDescription:
        "The Abyssal Sire's tasks reward clean mechanics: avoiding the external tentacles and miasma pools, stopping the scions from maturing, reflecting his explosion with Vengeance and, at Elite, the perfect kill and a kill-count milestone. We complete them on your account on abyssal demon tasks.",
      requirements: ["85 Slayer and an abyssal demon task", "Vengeance (Lunar spellbook) for one of the Elite tasks"],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "Entry 2–3 days; Elite 3–5 days (depends on getting abyssal demon tasks)",
      faq: [
        {
          question: "What if I'm not on an abyssal demon task?",
          answer: "We get one for you on Slayer tasks, with your approval for any points spent on skips.",
        },
      ],
      tags: ["Slayer", "Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          {
            id: "entry",
            label: ENTRY_LABEL,
            priceCents: 7_000,
            description: "Its tasks up to Hard, kill count included",
          },
          { id: "elite", label: ELITE_LABEL, priceCents: 9_000, description: "Its Elite tasks, perfect kill included" },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-alchemical-hydra",
      slug: "alchemical-hydra",
      name: "Alchemical Hydra combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "The Alchemical Hydra's combat tasks: kill counts, no-damage kills and speed runs.",
      longDescription:
        "The Alchemical Hydra has many Master tasks: kills without being hit by the acid pools, lightning or flame walls, a no-damage kill, a long trip without leaving the room and speed kills, plus Grandmaster speed and restriction tasks. We complete the group you choose on your account on hydra tasks.",
      requirements: ["95 Slayer and a hydra task", "Boots of stone (or better) for the Karuulm Slayer Dungeon"],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "Elite 3–5 days; Master and Grandmaster 1–3 weeks",
      faq: [
        {
          question: "Do I keep the hydra drops?",
          answer: "Yes: every drop, including claws, leathers and rings, stays on your account.",
        },
      ],
      tags: ["Slayer", "Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          { id: "elite", label: ELITE_LABEL, priceCents: 11_000, description: "Its Elite tasks, kill count included" },
          { id: "master", label: MASTER_LABEL, priceCents: 38_000, description: "Its Master and Grandmaster tasks" },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-cerberus",
      slug: "cerberus",
      name: "Cerberus combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "Cerberus's combat tasks: kill counts, soul-negating and no-lava kills.",
      longDescription:
        "Cerberus's tasks are about her summoned souls and lava pools: kills without taking melee damage or lava damage, negating the souls' attacks, stopping the souls from spawning at all, and kill-count milestones. We complete the group you choose on your account on hellhound tasks.",
      requirements: ["91 Slayer and a hellhound task"],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "Elite 3–5 days; Master 5–8 days (depends on hellhound tasks)",
      faq: [
        {
          question: "Will you use my Slayer points?",
          answer: "Only with your approval, usually to skip tasks until a hellhound task comes up.",
        },
      ],
      tags: ["Slayer", "Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          { id: "elite", label: ELITE_LABEL, priceCents: 12_000, description: "Its Elite tasks, kill count included" },
          {
            id: "master",
            label: MASTER_LABEL,
            priceCents: 14_000,
            description: "Its Master tasks, kill count included",
          },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-grotesque-guardians",
      slug: "grotesque-guardians",
      name: "Grotesque Guardians combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "Dusk and Dawn's combat tasks, from dodging each attack to perfect streaks and speed kills.",
      longDescription:
        "The Grotesque Guardians' tasks start with avoiding each of Dusk and Dawn's attacks in turn, then move to perfect kills, long stays in the instance and speed kills at Master and Grandmaster. We complete the group you choose on your account on gargoyle tasks.",
      requirements: ["75 Slayer, a gargoyle task and the brittle key"],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "Entry 1–3 days; Elite 2–4 days; Master and Grandmaster 1–2 weeks",
      faq: [
        {
          question: "Which tasks are hardest?",
          answer:
            "The perfect streak and the fastest speed task need near-best gear; we check your bank before starting.",
        },
      ],
      tags: ["Slayer", "Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          {
            id: "entry",
            label: ENTRY_LABEL,
            priceCents: 5_500,
            description: "Its tasks up to Hard, one per attack to avoid",
          },
          { id: "elite", label: ELITE_LABEL, priceCents: 8_000, description: "Its Elite tasks, perfect kill included" },
          { id: "master", label: MASTER_LABEL, priceCents: 22_000, description: "Its Master and Grandmaster tasks" },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-kraken",
      slug: "kraken",
      name: "Kraken combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "The Kraken's combat tasks: kill counts and long trips in a private instance.",
      longDescription:
        "The Kraken's tasks are mostly about staying power: long runs of kills in a private instance without leaving the room, a kill-count milestone and killing all four tentacles first. We complete the group you choose on your account on cave kraken tasks.",
      requirements: ["87 Slayer and a cave kraken task", "A strong magic weapon such as a trident"],
      customerProvides: [GEAR, "Coins for the private instance", ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "Entry 1–2 days; Elite 1–2 days; Master 2–3 days",
      faq: [
        {
          question: "Do I need to extend my Kraken tasks?",
          answer: "It helps for the long instance tasks; we ask before spending Slayer points on the extension.",
        },
      ],
      tags: ["Slayer", "Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          {
            id: "entry",
            label: ENTRY_LABEL,
            priceCents: 3_000,
            description: "Its tasks up to Hard, kill count included",
          },
          { id: "elite", label: ELITE_LABEL, priceCents: 3_500, description: "Its Elite tasks" },
          { id: "master", label: MASTER_LABEL, priceCents: 6_000, description: "Its Master tasks" },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-thermonuclear-smoke-devil",
      slug: "thermonuclear-smoke-devil",
      name: "Thermonuclear smoke devil combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription:
        "The Thermonuclear smoke devil's Elite combat tasks: kill count, no-hit and special-attack kills.",
      longDescription:
        "The Thermonuclear smoke devil's tasks are all Elite: a kill-count milestone, a kill where it never hits anyone and a kill using only special attacks. We complete them on your account on smoke devil tasks.",
      requirements: ["93 Slayer and a smoke devil task", "A facemask or Slayer helmet"],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "2–3 days (depends on getting smoke devil tasks)",
      faq: [
        {
          question: "Which special attack weapons do I need?",
          answer: "Any strong special attack weapons work; we suggest the best mix from your bank on live chat.",
        },
      ],
      tags: ["Slayer", "Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          { id: "elite", label: ELITE_LABEL, priceCents: 4_500, description: "All of its tasks, which are Elite" },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-araxxor",
      slug: "araxxor",
      name: "Araxxor combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "Araxxor's combat tasks: kill counts, egg tasks, perfect kills and speed runs.",
      longDescription:
        "Araxxor's tasks start at Elite with a kill-count milestone, a speed task and destroying its eggs, then climb to Master and Grandmaster perfect kills, no-venom-immunity kills and faster multi-kill speed runs. We complete the group you choose on your account.",
      requirements: ["92 Slayer", "Around 90+ combat stats with a strong melee setup"],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "Elite 2–4 days; Master and Grandmaster 1–2 weeks",
      faq: [
        {
          question: "Do I keep the Araxxor drops?",
          answer: "Yes: fangs, the noxious halberd pieces and everything else stay on your account.",
        },
      ],
      tags: ["Slayer", "Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          { id: "elite", label: ELITE_LABEL, priceCents: 8_000, description: "Its Elite tasks" },
          { id: "master", label: MASTER_LABEL, priceCents: 30_000, description: "Its Master and Grandmaster tasks" },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-zulrah",
      slug: "zulrah",
      name: "Zulrah combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "Zulrah's combat tasks, from Zulrah Adept to perfect kills and the Speed-Runner task.",
      longDescription:
        "Zulrah's tasks cover every stage of learning the boss: kill-count milestones, killing snakelings three at a time, a Vengeance finish, the perfect kill without damage from snakelings, clouds or the green and crimson phases, and speed kills up to Grandmaster. We complete the group you choose on your account.",
      requirements: [
        "Regicide progress for access to Zul-Andra",
        "Around 85+ Ranged and Magic with a blowpipe or better",
      ],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "Entry 1–2 days; Elite 3–5 days; Master and Grandmaster 1–2 weeks",
      faq: [
        {
          question: "Do I keep the Zulrah drops?",
          answer: "Yes: scales, uniques and every other drop stay on your account.",
        },
      ],
      tags: ["Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          {
            id: "entry",
            label: ENTRY_LABEL,
            priceCents: 5_000,
            description: "Its tasks up to Hard, kill count included",
          },
          { id: "elite", label: ELITE_LABEL, priceCents: 14_000, description: "Its Elite tasks, kill count included" },
          { id: "master", label: MASTER_LABEL, priceCents: 32_000, description: "Its Master and Grandmaster tasks" },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-vorkath",
      slug: "vorkath",
      name: "Vorkath combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "Vorkath's combat tasks, from melee-only kills to fist-only and prayer-free Grandmaster kills.",
      longDescription:
        "Vorkath's tasks go from kill-count milestones and killing his zombified spawn without Crumble Undead to Master tasks like the acid walk and long trips, and Grandmaster kills with only your fists or without losing a prayer point. We complete the group you choose on your account.",
      requirements: ["Dragon Slayer II", "Around 90+ Ranged with a dragon hunter crossbow or better"],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "Elite 2–4 days; Master and Grandmaster 1–2 weeks",
      faq: [
        {
          question: "Do I keep the Vorkath drops?",
          answer:
            "Yes: every drop, including Vorkath's head and the dragonbone necklace chance, stays on your account.",
        },
      ],
      tags: ["Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          { id: "elite", label: ELITE_LABEL, priceCents: 12_000, description: "Its Elite tasks, kill count included" },
          { id: "master", label: MASTER_LABEL, priceCents: 38_000, description: "Its Master and Grandmaster tasks" },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-corporeal-beast",
      slug: "corporeal-beast",
      name: "Corporeal Beast combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "The Corporeal Beast's combat tasks: solo kills, halberd finishes and kill counts.",
      longDescription:
        "The Corporeal Beast's tasks include killing it solo, finishing it with a halberd special attack, dealing with the dark core without anyone taking damage from it, and kill-count milestones at Elite and Master. We complete the group you choose on your account.",
      requirements: [
        "Around 90+ melee stats with a strong stab or spear setup",
        "Special attack weapons to lower its Defence",
      ],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "Elite 3–5 days; Master 5–8 days",
      faq: [
        {
          question: "Why does the Corporeal Beast take so long?",
          answer: "Solo kills are slow even with good gear, so the kill-count tasks take real time.",
        },
      ],
      tags: ["Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          { id: "elite", label: ELITE_LABEL, priceCents: 16_000, description: "Its Elite tasks, solo kill included" },
          {
            id: "master",
            label: MASTER_LABEL,
            priceCents: 20_000,
            description: "Its Master tasks, kill count included",
          },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-the-nightmare",
      slug: "the-nightmare",
      name: "The Nightmare combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "The Nightmare's combat tasks, from the first kill to solo speed runs and perfect kills.",
      longDescription:
        "The Nightmare's tasks begin with a first kill at Hard, then move to solo kills, husk and parasite mechanics, kill-count milestones, the perfect Nightmare and solo and 5-scale speed runs at Master and Grandmaster. We complete the group you choose on your account, bringing a team where a task needs one.",
      requirements: [
        "Access to the Nightmare in the Sisterhood Sanctuary",
        "Around 90+ melee stats with a strong crush setup",
      ],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "Entry 1 day; Elite 1–2 weeks; Master and Grandmaster 3–6 weeks",
      faq: [
        {
          question: "Are the team tasks done with your players?",
          answer:
            "Yes: our team joins your account for the 5-scale and group tasks, so you don't need to arrange anyone.",
        },
      ],
      tags: ["Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          {
            id: "entry",
            label: ENTRY_LABEL,
            priceCents: 4_000,
            description: "Its tasks up to Hard, first kill included",
          },
          { id: "elite", label: ELITE_LABEL, priceCents: 18_000, description: "Its Elite tasks, solo kill included" },
          { id: "master", label: MASTER_LABEL, priceCents: 50_000, description: "Its Master and Grandmaster tasks" },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-phosanis-nightmare",
      slug: "phosanis-nightmare",
      name: "Phosani's Nightmare combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "Phosani's Nightmare combat tasks, from the first kill to perfect kills and 5-kill streaks.",
      longDescription:
        "Phosani's Nightmare is the solo, harder version of the Nightmare. Its tasks start with a first kill at Elite, then move to Master and Grandmaster challenges: one-hit parasites and husks, not letting your prayer be disabled, speed kills, perfect kills and five kills in a row without leaving the dream. We complete the group you choose on your account.",
      requirements: [
        "Access to the Nightmare in the Sisterhood Sanctuary",
        "Maxed or near-maxed melee stats with an Inquisitor's mace or similar",
      ],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "Elite 1–2 days; Master and Grandmaster 3–6 weeks",
      faq: [
        {
          question: "Is Phosani's harder than the group Nightmare?",
          answer: "Yes, much: it is a solo fight with extra mechanics, which is why its upper tasks are priced higher.",
        },
      ],
      tags: ["Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          { id: "elite", label: ELITE_LABEL, priceCents: 9_000, description: "Its Elite tasks, first kill included" },
          { id: "master", label: MASTER_LABEL, priceCents: 70_000, description: "Its Master and Grandmaster tasks" },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-phantom-muspah",
      slug: "phantom-muspah",
      name: "Phantom Muspah combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "The Phantom Muspah's combat tasks, from the first kill to the Muspah Manipulator.",
      longDescription:
        "The Phantom Muspah's tasks start with a first kill, then add prayer-draining, no-running and speed tasks at Elite, and Master and Grandmaster tasks such as ten kills in one trip, kills while it is surrounded by spikes and the salamander-only kill. We complete the group you choose on your account.",
      requirements: ["Secrets of the North", "Around 85+ Ranged and melee with a strong crossbow or bow"],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "Entry 1 day; Elite 2–4 days; Master and Grandmaster 1–2 weeks",
      faq: [
        {
          question: "Can you make the salamander for the restriction task?",
          answer: "Yes: we catch and prepare one on your account if you don't have one.",
        },
      ],
      tags: ["Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          {
            id: "entry",
            label: ENTRY_LABEL,
            priceCents: 2_000,
            description: "Its tasks up to Hard, first kill included",
          },
          { id: "elite", label: ELITE_LABEL, priceCents: 9_000, description: "Its Elite tasks" },
          { id: "master", label: MASTER_LABEL, priceCents: 28_000, description: "Its Master and Grandmaster tasks" },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-sol-heredit",
      slug: "sol-heredit",
      name: "Sol Heredit combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "Fortis Colosseum and Sol Heredit combat tasks, from wave tasks to Grandmaster speed runs.",
      longDescription:
        "Sol Heredit's tasks are the Fortis Colosseum's: Elite tasks on individual waves, Master tasks such as defeating Sol Heredit and spear-only or showboating kills, and Grandmaster repeat completions, perfect footwork and speed runs. Our Colosseum specialists complete the group you choose on your account, and the first completion also earns Dizana's quiver.",
      requirements: [
        "Children of the Sun for access to Varlamore",
        "Combat 100+ with 90+ Ranged and Defence, and Rigour",
        "A strong ranged and melee setup; we review your bank first",
      ],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "Elite 2–4 days; Master and Grandmaster 3–8 weeks",
      faq: [
        {
          question: "Do I get Dizana's quiver?",
          answer:
            "Yes: the first time we defeat Sol Heredit on your account, the quiver is yours, along with every Sunfire splinter.",
        },
      ],
      tags: ["Colosseum", "Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          { id: "elite", label: ELITE_LABEL, priceCents: 18_000, description: "Its Elite wave tasks" },
          { id: "master", label: MASTER_LABEL, priceCents: 140_000, description: "Its Master and Grandmaster tasks" },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-barrows",
      slug: "barrows",
      name: "Barrows combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "All of the Barrows' combat tasks, from chest counts to the prayer-free crypt run.",
      longDescription:
        "The Barrows tasks run from Easy to Hard: opening the chest a number of times, killing a brother with magic only, runs without taking damage from the brothers, killing Karil with special attacks only and a full run without any prayer points. We complete them on your account.",
      requirements: ["Priest in Peril for access to Morytania", "Around 70+ Magic and melee"],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "1–2 days",
      faq: [
        {
          question: "Do I keep the chest rewards?",
          answer: "Yes: every Barrows item, rune and bolt rack from the chests stays on your account.",
        },
      ],
      tags: ["Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          { id: "entry", label: ENTRY_LABEL, priceCents: 3_500, description: "All of its tasks, from Easy to Hard" },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-dagannoth-kings",
      slug: "dagannoth-kings",
      name: "Dagannoth Kings combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "Combat tasks for Dagannoth Prime, Rex and Supreme, from kill counts to the tri-kill.",
      longDescription:
        "The Dagannoth Kings' tasks cover all three kings: kill-count milestones for each at Medium and Hard, freezing Rex, then Elite tasks like killing each king while the other two attack you and killing all three within seconds of each other. We complete the group you choose on your account.",
      requirements: [
        "The Fremennik Trials for travel to Waterbirth Island",
        "Around 80+ combat stats in all three styles",
      ],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "Entry 2–3 days; Elite 3–5 days",
      faq: [
        {
          question: "Do I keep the rings?",
          answer: "Yes: any berserker, archers', seers' or warrior ring that drops stays on your account.",
        },
      ],
      tags: ["Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          {
            id: "entry",
            label: ENTRY_LABEL,
            priceCents: 6_000,
            description: "Their Medium and Hard tasks, kill-count tasks included",
          },
          { id: "elite", label: ELITE_LABEL, priceCents: 11_000, description: "Their Elite tasks" },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-kalphite-queen",
      slug: "kalphite-queen",
      name: "Kalphite Queen combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "The Kalphite Queen's combat tasks: kill counts, Vengeance finishes and Verac's flail kills.",
      longDescription:
        "The Kalphite Queen's tasks include kill-count milestones at Hard and Elite, lowering her Defence yourself before the kill, finishing her with Vengeance and killing her using only Verac's flail. We complete the group you choose on your account.",
      requirements: [
        "A rope for the Kalphite Lair entrance",
        "Around 85+ combat stats",
        "Vengeance for one of the Elite tasks",
      ],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "Entry 2–3 days; Elite 3–4 days",
      faq: [
        {
          question: "Do I need Verac's flail?",
          answer: "For one Elite task, yes; we tell you before starting if your account is missing it.",
        },
      ],
      tags: ["Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          {
            id: "entry",
            label: ENTRY_LABEL,
            priceCents: 6_000,
            description: "Its tasks up to Hard, kill count included",
          },
          { id: "elite", label: ELITE_LABEL, priceCents: 9_000, description: "Its Elite tasks" },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-king-black-dragon",
      slug: "king-black-dragon",
      name: "King Black Dragon combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "All of the King Black Dragon's combat tasks, from 10 kills to a 10-kill private trip.",
      longDescription:
        "The King Black Dragon's tasks run from Easy to Hard: kill-count milestones, kills with Protect from Melee, with a stab weapon and with antifire plus an anti-dragon shield, and ten kills in a private instance without leaving. We complete them all on your account.",
      requirements: ["Around 70+ combat stats", "An anti-dragon shield and antifire potions"],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "1–2 days",
      faq: [
        {
          question: "Is this a good first boss for Combat Achievements?",
          answer: "Yes: its tasks are quick points for Easy to Hard and a good start towards the first rewards.",
        },
      ],
      tags: ["Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          { id: "entry", label: ENTRY_LABEL, priceCents: 2_500, description: "All of its tasks, from Easy to Hard" },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-giant-mole",
      slug: "giant-mole",
      name: "Giant Mole combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "All of the Giant Mole's combat tasks, from 10 kills to the Elite four-hit kill.",
      longDescription:
        "The Giant Mole's tasks run from Easy kill counts and no-damage kills to Hard tasks for killing her quickly after she resurfaces and before she burrows too often, and one Elite task for killing her in four or fewer hits. We complete the group you choose on your account.",
      requirements: [
        "A light source for the mole lair",
        "Around 75+ melee stats with a strong special attack weapon for the Elite task",
      ],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "Entry 1–2 days; Elite 1 day",
      faq: [
        {
          question: "Does she have Master tasks?",
          answer: "No: the Giant Mole's tasks stop at Elite, so these two groups cover everything she has.",
        },
      ],
      tags: ["Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          { id: "entry", label: ENTRY_LABEL, priceCents: 2_500, description: "Her Easy, Medium and Hard tasks" },
          { id: "elite", label: ELITE_LABEL, priceCents: 2_500, description: "Her Elite tasks" },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-sarachnis",
      slug: "sarachnis",
      name: "Sarachnis combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "All of Sarachnis's combat tasks, from 10 kills to the no-damage kill.",
      longDescription:
        "Sarachnis's tasks run from Easy to Hard: kill-count milestones, a crush-weapon kill, a kill where she never uses her ranged attack twice in a row and a kill where she deals no damage at all. We complete them all on your account in the Forthos Dungeon.",
      requirements: ["Around 70+ melee stats with a crush weapon"],
      customerProvides: [GEAR, ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "1–2 days",
      faq: [
        {
          question: "Do I keep the drops?",
          answer: "Yes: every drop, including any Sarachnis cudgel or jar, stays on your account.",
        },
      ],
      tags: ["Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          { id: "entry", label: ENTRY_LABEL, priceCents: 3_000, description: "All of her tasks, from Easy to Hard" },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-the-gauntlet",
      slug: "the-gauntlet",
      name: "The Gauntlet combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "The Gauntlet's combat tasks: completions, restrictions, perfect kills and speed runs.",
      longDescription:
        "The Gauntlet's tasks start at Elite with completions, a full set of perfected armour, making no egniol potions and only one attuned weapon, then climb to Master and Grandmaster: the perfect Crystalline Hunllef, no-armour kills and speed runs. We complete the group you choose on your account.",
      requirements: ["Song of the Elves", "Around 80+ combat stats; your gear stays in the bank for the Gauntlet"],
      customerProvides: [ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "Elite 1–3 days; Master and Grandmaster 1–2 weeks",
      faq: [
        {
          question: "Do I need any gear?",
          answer: "No: the Gauntlet is entered with nothing and everything is made inside, so only your stats matter.",
        },
      ],
      tags: ["Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          { id: "elite", label: ELITE_LABEL, priceCents: 7_000, description: "Its Elite tasks, completions included" },
          { id: "master", label: MASTER_LABEL, priceCents: 18_000, description: "Its Master and Grandmaster tasks" },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "ca-boss-the-corrupted-gauntlet",
      slug: "the-corrupted-gauntlet",
      name: "The Corrupted Gauntlet combat achievements",
      imageSrc: "/art/combat-achievements.svg",
      shortDescription: "The Corrupted Gauntlet's combat tasks, from first completions to Grandmaster speed runs.",
      longDescription:
        "The Corrupted Gauntlet's tasks start at Elite with completions and prayer-perfect kills, then move to Master and Grandmaster: the perfect Corrupted Hunllef, kills without armour or with a single attuned weapon, a large completion count and speed runs. We complete the group you choose on your account; every Corrupted Hunllef chest is yours.",
      requirements: ["Song of the Elves", "Around 85+ combat stats; no gear is needed, everything is made inside"],
      customerProvides: [ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "Elite 2–4 days; Master and Grandmaster 3–6 weeks",
      faq: [
        {
          question: "Do I keep the enhanced crystal weapon seed if it drops?",
          answer: "Yes: every reward chest is opened on your account and everything in it stays yours.",
        },
      ],
      tags: ["Combat Achievements"],
      pricing: {
        kind: "tiered",
        tierLabel: "Tasks",
        tiers: [
          { id: "elite", label: ELITE_LABEL, priceCents: 9_000, description: "Its Elite tasks, completions included" },
          { id: "master", label: MASTER_LABEL, priceCents: 70_000, description: "Its Master and Grandmaster tasks" },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
  ],
};
