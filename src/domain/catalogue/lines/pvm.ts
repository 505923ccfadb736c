import type { OptionGroup, ProductInput, ProductLineInput } from "../product-schema";
import { ACCOUNT_ACCESS, NO_LOGIN, PLAY_METHOD } from "./shared-options";

/*
 * Boss kills: one per-unit product per boss, priced per kill (per chest at Barrows) by difficulty,
 * with volume breaks at 51 and 101 kills. Slugs are the bosses' wiki names and other lines (combat
 * achievements) reuse them, so they never change.
 */

const EXPRESS: OptionGroup = {
  id: "extras",
  label: "Extras",
  kind: "multi",
  choices: [{ id: "express", label: "Express (priority start)", addPercent: 25 }],
};

const BOSS_OPTIONS: OptionGroup[] = [PLAY_METHOD, EXPRESS];

const GEAR = "Gear and supplies for the kills on the account, or the gold to buy them";
const ACCESS_RULES = [ACCOUNT_ACCESS, NO_LOGIN];
const STANDARD_PROVIDES = [GEAR, ...ACCESS_RULES];
const WILDERNESS_PROVIDES = [
  "Gear you are prepared to risk in the Wilderness: we take only what the kills need",
  ...ACCESS_RULES,
];

type PerKillOptions = {
  minCount?: number;
  defaultCount?: number;
  unitLabel?: string;
  unitLabelPlural?: string;
};

/** Per-kill pricing: [1–50, 51–100, 101+] in cents, every unit priced at the tier the count reaches. */
function perKill(
  [firstFifty, fromFiftyOne, fromHundredOne]: [number, number, number],
  { minCount = 5, defaultCount = 25, unitLabel = "kill", unitLabelPlural = "kills" }: PerKillOptions = {},
): ProductInput["pricing"] {
  return {
    kind: "per-unit",
    unitLabel,
    unitLabelPlural,
    minCount,
    maxCount: 1_000,
    defaultCount,
    unitTiers: [
      { from: 1, unitCents: firstFifty },
      { from: 51, unitCents: fromFiftyOne },
      { from: 101, unitCents: fromHundredOne },
    ],
  };
}

export const pvmLine: ProductLineInput = {
  id: "pvm",
  name: "Boss Kills",
  basePath: "/osrs-pvm",
  listingPath: "/osrs-pvm",
  imageSrc: "/art/pvm.svg",
  intro:
    "Kill counts and loot from God Wars, the Wilderness, Slayer bosses and the rest of Gielinor's bosses, played by hand on your account and priced per kill, cheaper the more you order.",
  products: [
    // God Wars Dungeon
    {
      sku: "pvm-general-graardor",
      slug: "general-graardor",
      name: "General Graardor",
      imageSrc: "/art/pvm.svg",
      shortDescription:
        "Bandos kill count at General Graardor, with every chestplate, tasset and hilt that drops kept on your account.",
      longDescription:
        "General Graardor commands the Bandos stronghold in the God Wars Dungeon and drops the Bandos chestplate, tassets, boots and the Bandos hilt. Our players gather the follower kill count for every entry, then take down Graardor and his bodyguards with your melee setup. Every drop stays on your account.",
      requirements: [
        "70 Strength and a hammer to open the door of the Bandos stronghold",
        "Combat 100+ with 85+ melee stats recommended",
        "Protect from Melee and plenty of prayer restores",
      ],
      customerProvides: STANDARD_PROVIDES,
      estimatedTime: "25 kills usually take 1–2 days",
      faq: [
        {
          question: "Do I have to collect the kill count to enter?",
          answer: "No. We kill the Bandos followers needed for each entry ourselves; it is part of the price.",
        },
        {
          question: "Can you kill Graardor in a team?",
          answer: "We play solo on your account unless you ask for a team, so every drop is yours alone.",
        },
      ],
      tags: ["God Wars"],
      pricing: perKill([250, 210, 170]),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-commander-zilyana",
      slug: "commander-zilyana",
      name: "Commander Zilyana",
      imageSrc: "/art/pvm.svg",
      shortDescription:
        "Saradomin kill count at Commander Zilyana, chasing the Armadyl crossbow and the Saradomin hilt.",
      longDescription:
        "Commander Zilyana guards Saradomin's Encampment in the God Wars Dungeon. She is fast and hits hard, so our players kite her with a ranged setup while dealing with her bodyguards. Her table includes the Armadyl crossbow, Saradomin hilt, Saradomin sword and Saradomin's light, and all of it stays on your account.",
      requirements: [
        "70 Agility and a rope to reach Saradomin's Encampment",
        "Ranged 85+ with a strong bow or crossbow recommended",
        "Prayer 43+ for protection prayers",
      ],
      customerProvides: STANDARD_PROVIDES,
      estimatedTime: "25 kills usually take 1–3 days",
      faq: [
        {
          question: "Why is Zilyana priced above Graardor?",
          answer: "She moves and attacks faster, so kills are slower and need more supplies and attention per trip.",
        },
      ],
      tags: ["God Wars"],
      pricing: perKill([300, 250, 200]),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-kreearra",
      slug: "kreearra",
      name: "Kree'arra",
      imageSrc: "/art/pvm.svg",
      shortDescription: "Armadyl kill count at Kree'arra for the Armadyl helmet, chestplate, chainskirt and hilt.",
      longDescription:
        "Kree'arra rules Armadyl's Eyrie in the God Wars Dungeon and can only be reached with ranged or magic attacks. Our players use your ranged setup to kill the general and his flying bodyguards, gathering the Armadyl follower kill count between trips. Drops include the full Armadyl armour set and the Armadyl hilt, all kept on your account.",
      requirements: [
        "70 Ranged, a crossbow and a mithril grapple to cross into Armadyl's Eyrie",
        "Ranged 85+ with good ranged defence recommended",
        "Prayer 43+ for protection prayers",
      ],
      customerProvides: STANDARD_PROVIDES,
      estimatedTime: "25 kills usually take 1–3 days",
      faq: [
        {
          question: "Can you kill Kree'arra with magic?",
          answer:
            "Ranged is the standard method and the one we use; tell us on live chat if you want a different setup.",
        },
      ],
      tags: ["God Wars"],
      pricing: perKill([280, 230, 190]),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-kril-tsutsaroth",
      slug: "kril-tsutsaroth",
      name: "K'ril Tsutsaroth",
      imageSrc: "/art/pvm.svg",
      shortDescription:
        "Zamorak kill count at K'ril Tsutsaroth for the Staff of the dead, Zamorakian spear and Zamorak hilt.",
      longDescription:
        "K'ril Tsutsaroth leads Zamorak's Fortress in the God Wars Dungeon. His special attack hits through Protect from Melee and drains prayer, so our players manage supplies carefully on every trip. His drops include the Staff of the dead, Zamorakian spear, Steam battlestaff and the Zamorak hilt, and everything stays on your account.",
      requirements: [
        "70 Hitpoints to cross the river into Zamorak's Fortress",
        "Combat 100+ with 85+ melee stats recommended",
        "Prayer 43+ and plenty of prayer restores",
      ],
      customerProvides: STANDARD_PROVIDES,
      estimatedTime: "25 kills usually take 1–3 days",
      faq: [
        {
          question: "Do you need a Zamorak item for the followers?",
          answer: "It helps with the followers on the way in but is not required; we work with what your account has.",
        },
      ],
      tags: ["God Wars"],
      pricing: perKill([280, 230, 190]),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-nex",
      slug: "nex",
      name: "Nex",
      imageSrc: "/art/pvm.svg",
      shortDescription:
        "Nex kills in the Ancient Prison with our experienced team, for Torva, Zaryte vambraces and the Nihil horn.",
      longDescription:
        "Nex is the Zarosian general sealed in the Ancient Prison of the God Wars Dungeon and one of the game's toughest team bosses. Your account joins our own experienced team, played by one of our boosters with your ranged setup. Nex's loot is shared by contribution, so the Torva armour, Zaryte vambraces, Nihil horn and Ancient hilt can land on any member of the team.",
      requirements: [
        "The Frozen Door miniquest completed (70 Strength, Agility, Ranged and Hitpoints)",
        "Ranged 90+ and Defence 85+ recommended",
        "Prayer 74+ (Rigour) strongly recommended",
      ],
      customerProvides: STANDARD_PROVIDES,
      estimatedTime: "10 kills usually take 1–2 days, depending on team availability",
      faq: [
        {
          question: "Is a unique drop guaranteed?",
          answer: "No. Nex rolls her loot by contribution across the team; we can promise the kills, never the drops.",
        },
        {
          question: "Can my account do the Frozen Door miniquest with you?",
          answer: "Yes, if it has the 70s in Strength, Agility, Ranged and Hitpoints; ask us on live chat for a price.",
        },
      ],
      tags: ["God Wars", "Group boss"],
      pricing: perKill([600, 500, 400], { minCount: 1, defaultCount: 10 }),
      optionGroups: BOSS_OPTIONS,
    },

    // Wilderness
    {
      sku: "pvm-callisto",
      slug: "callisto",
      name: "Callisto",
      imageSrc: "/art/pvm.svg",
      shortDescription:
        "Callisto kills in the Wilderness for the Tyrannical ring, Voidwaker hilt and Claws of Callisto.",
      longDescription:
        "Callisto is the great bear of the Wilderness and one of the three bosses that drop a piece of the Voidwaker. Our players fight it with your gear and keep a close watch for player-killers between kills. Its table includes the Tyrannical ring, Voidwaker hilt, Claws of Callisto and the Dragon pickaxe.",
      requirements: ["Combat 100+ with 85+ Ranged recommended", "Prayer 43+ for protection prayers"],
      customerProvides: WILDERNESS_PROVIDES,
      estimatedTime: "25 kills usually take 1–2 days",
      faq: [
        {
          question: "What if a player-killer attacks?",
          answer:
            "We bring a low-risk setup, hop worlds when a team shows up, and replace anything lost to a player-killer while we play.",
        },
      ],
      tags: ["Wilderness"],
      pricing: perKill([250, 210, 170]),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-artio",
      slug: "artio",
      name: "Artio",
      imageSrc: "/art/pvm.svg",
      shortDescription:
        "Artio, the lower-level version of Callisto: a cheaper route to the Voidwaker hilt for mid-level accounts.",
      longDescription:
        "Artio is the smaller Wilderness version of Callisto, made for accounts that are not ready for the full fight. It can drop the Voidwaker hilt, which makes it a popular budget route to the Voidwaker. Our players handle the kills and the Wilderness risk so you do not have to.",
      requirements: ["Combat 80+ recommended", "Prayer 43+ for protection prayers"],
      customerProvides: WILDERNESS_PROVIDES,
      estimatedTime: "25 kills usually take about 1 day",
      faq: [
        {
          question: "Artio or Callisto?",
          answer:
            "Artio is easier and cheaper per kill; Callisto suits stronger accounts and has the better drop table.",
        },
      ],
      tags: ["Wilderness"],
      pricing: perKill([200, 175, 150]),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-vetion",
      slug: "vetion",
      name: "Vet'ion",
      imageSrc: "/art/pvm.svg",
      shortDescription:
        "Vet'ion kills in the Wilderness for the Ring of the gods, Voidwaker blade and Skull of Vet'ion.",
      longDescription:
        "Vet'ion is a reanimated skeleton champion of the Wilderness who must be beaten twice in every fight, summoning skeleton hellhounds along the way. Our players fight him with your gear and keep watch for player-killers. His drops include the Ring of the gods, Voidwaker blade, Skull of Vet'ion and the Dragon pickaxe.",
      requirements: ["Combat 100+ with 85+ melee stats recommended", "Prayer 43+ for protection prayers"],
      customerProvides: WILDERNESS_PROVIDES,
      estimatedTime: "25 kills usually take 1–2 days",
      faq: [
        {
          question: "What if a player-killer attacks?",
          answer:
            "We bring a low-risk setup, hop worlds when a team shows up, and replace anything lost to a player-killer while we play.",
        },
      ],
      tags: ["Wilderness"],
      pricing: perKill([250, 210, 170]),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-calvarion",
      slug: "calvarion",
      name: "Calvar'ion",
      imageSrc: "/art/pvm.svg",
      shortDescription: "Calvar'ion, the lower-level version of Vet'ion: a cheaper route to the Voidwaker blade.",
      longDescription:
        "Calvar'ion is the smaller Wilderness version of Vet'ion, built for mid-level accounts. It can drop the Voidwaker blade, so many players farm it instead of the full-size boss. Our players take care of the kills and the Wilderness risk on your account.",
      requirements: ["Combat 80+ recommended", "Prayer 43+ for protection prayers"],
      customerProvides: WILDERNESS_PROVIDES,
      estimatedTime: "25 kills usually take about 1 day",
      faq: [
        {
          question: "Calvar'ion or Vet'ion?",
          answer:
            "Calvar'ion is easier and cheaper per kill; Vet'ion suits stronger accounts and has the better drop table.",
        },
      ],
      tags: ["Wilderness"],
      pricing: perKill([200, 175, 150]),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-venenatis",
      slug: "venenatis",
      name: "Venenatis",
      imageSrc: "/art/pvm.svg",
      shortDescription:
        "Venenatis kills in the Wilderness for the Treasonous ring, Voidwaker gem and Fangs of Venenatis.",
      longDescription:
        "Venenatis is the giant spider boss of the Wilderness. She summons spiderlings and drains prayer, so our players bring plenty of restores and keep watch for player-killers between kills. Her drops include the Treasonous ring, Voidwaker gem, Fangs of Venenatis and the Dragon pickaxe.",
      requirements: ["Combat 100+ with 85+ melee stats recommended", "Prayer 43+ for protection prayers"],
      customerProvides: WILDERNESS_PROVIDES,
      estimatedTime: "25 kills usually take 1–2 days",
      faq: [
        {
          question: "What if a player-killer attacks?",
          answer:
            "We bring a low-risk setup, hop worlds when a team shows up, and replace anything lost to a player-killer while we play.",
        },
      ],
      tags: ["Wilderness"],
      pricing: perKill([250, 210, 170]),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-spindel",
      slug: "spindel",
      name: "Spindel",
      imageSrc: "/art/pvm.svg",
      shortDescription: "Spindel, the lower-level version of Venenatis: a cheaper route to the Voidwaker gem.",
      longDescription:
        "Spindel is the smaller Wilderness version of Venenatis, built for mid-level accounts. It can drop the Voidwaker gem, one of the three pieces of the Voidwaker. Our players take care of the kills and the Wilderness risk on your account.",
      requirements: ["Combat 80+ recommended", "Prayer 43+ for protection prayers"],
      customerProvides: WILDERNESS_PROVIDES,
      estimatedTime: "25 kills usually take about 1 day",
      faq: [
        {
          question: "Can you do all three Voidwaker pieces?",
          answer:
            "Yes: order Artio, Calvar'ion and Spindel (or their full-size versions) together and we plan the kills as one job.",
        },
      ],
      tags: ["Wilderness"],
      pricing: perKill([200, 175, 150]),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-chaos-elemental",
      slug: "chaos-elemental",
      name: "Chaos Elemental",
      imageSrc: "/art/pvm.svg",
      shortDescription:
        "Chaos Elemental kills in the deep Wilderness for the Dragon pickaxe, Dragon 2h sword and its pet.",
      longDescription:
        "The Chaos Elemental roams the deep Wilderness and is known for attacks that teleport you around or knock items out of your equipment. Our players keep a light, low-risk setup and stay alert for player-killers. Its drops include the Dragon pickaxe, Dragon 2h sword and the Pet chaos elemental.",
      requirements: ["Combat 90+ recommended", "Prayer 43+ for protection prayers"],
      customerProvides: WILDERNESS_PROVIDES,
      estimatedTime: "25 kills usually take about 1 day",
      faq: [
        {
          question: "Is this multi-combat?",
          answer:
            "Yes, the area is multi-combat and busy with player-killers, which is why we bring only what the kills need.",
        },
      ],
      tags: ["Wilderness"],
      pricing: perKill([200, 175, 150]),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-scorpia",
      slug: "scorpia",
      name: "Scorpia",
      imageSrc: "/art/pvm.svg",
      shortDescription:
        "Scorpia kills in the Scorpion Pit for the last Odium and Malediction shards and the Scorpia's offspring pet.",
      longDescription:
        "Scorpia lives in the Scorpion Pit in the deep Wilderness and is healed by her guardians when she is low on health. She drops the third Odium shard and third Malediction shard, the final pieces of the Odium and Malediction wards. Our players handle the kills and watch for player-killers throughout.",
      requirements: ["Combat 90+ recommended", "Prayer 43+ for protection prayers", "Antipoison potions"],
      customerProvides: WILDERNESS_PROVIDES,
      estimatedTime: "25 kills usually take about 1 day",
      faq: [
        {
          question: "Do you also get the other ward shards?",
          answer:
            "The first two shards of each ward come from other Wilderness monsters; ask us on live chat for a full ward job.",
        },
      ],
      tags: ["Wilderness"],
      pricing: perKill([180, 165, 150]),
      optionGroups: BOSS_OPTIONS,
    },

    // Slayer bosses
    {
      sku: "pvm-abyssal-sire",
      slug: "abyssal-sire",
      name: "Abyssal Sire",
      imageSrc: "/art/pvm.svg",
      shortDescription:
        "Abyssal Sire kills in the Abyssal Nexus for Unsired rolls: the Abyssal bludgeon pieces and Abyssal dagger.",
      longDescription:
        "The Abyssal Sire is the Slayer boss of abyssal demons, fought in the Abyssal Nexus through several phases of tentacles, respiratory systems and spawns. Its best drop is the Unsired, which is offered at the Font of Consumption for a chance at the Abyssal bludgeon pieces, Abyssal dagger or the Abyssal orphan pet. Our players kill it on task with your melee setup.",
      requirements: [
        "85 Slayer and an abyssal demon Slayer task",
        "Access to the Abyss (the Enter the Abyss miniquest)",
        "Combat 100+ with 85+ melee stats recommended",
      ],
      customerProvides: ["An abyssal demon task, or the Slayer points for us to get one", GEAR, ...ACCESS_RULES],
      estimatedTime: "25 kills usually take 1–2 days",
      faq: [
        {
          question: "Do you offer the Unsired at the Font for me?",
          answer: "Only if you ask: by default we leave it in your bank so you can roll it yourself.",
        },
      ],
      tags: ["Slayer"],
      pricing: perKill([300, 250, 200]),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-alchemical-hydra",
      slug: "alchemical-hydra",
      name: "Alchemical Hydra",
      imageSrc: "/art/pvm.svg",
      shortDescription:
        "Alchemical Hydra kills for the Hydra's claw, Hydra leather, Hydra tail and Brimstone ring pieces.",
      longDescription:
        "The Alchemical Hydra is the top Slayer boss of the Karuulm Slayer Dungeon, fought in four phases that punish every missed mechanic. It drops the Hydra's claw for the Dragon hunter lance, Hydra leather for Ferocious gloves, the Hydra tail and the three Brimstone ring pieces. Our Hydra specialists kill it on task with your ranged setup.",
      requirements: [
        "95 Slayer and a hydra Slayer task",
        "Boots of stone, brimstone or granite for the Karuulm Slayer Dungeon",
        "Ranged 90+ and Prayer 74+ recommended",
      ],
      customerProvides: ["A hydra task, or the Slayer points for us to get one", GEAR, ...ACCESS_RULES],
      estimatedTime: "25 kills usually take 1–2 days",
      faq: [
        {
          question: "How many kills fit in one task?",
          answer:
            "That depends on the task size you are given; we can extend tasks with your Slayer points if you have the unlock.",
        },
      ],
      tags: ["Slayer"],
      pricing: perKill([400, 330, 260]),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-cerberus",
      slug: "cerberus",
      name: "Cerberus",
      imageSrc: "/art/pvm.svg",
      shortDescription: "Cerberus kills for the Primordial, Pegasian and Eternal crystals and the Smouldering stone.",
      longDescription:
        "Cerberus is the hellhound Slayer boss found beneath Taverley Dungeon. Her ghost and lava-pool attacks need quick prayer switches, which our players handle on every kill. She drops the Primordial, Pegasian and Eternal crystals for the best boots in the game, the Smouldering stone and the Hellpuppy pet.",
      requirements: [
        "91 Slayer and a hellhound Slayer task",
        "Combat 100+ with 85+ melee stats recommended",
        "Prayer 43+",
      ],
      customerProvides: ["A hellhound task, or the Slayer points for us to get one", GEAR, ...ACCESS_RULES],
      estimatedTime: "25 kills usually take 1–2 days",
      faq: [
        {
          question: "Which boots come from which crystal?",
          answer:
            "Primordial boots from the Primordial crystal (melee), Pegasian from the Pegasian crystal (ranged) and Eternal from the Eternal crystal (magic).",
        },
      ],
      tags: ["Slayer"],
      pricing: perKill([250, 210, 170]),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-grotesque-guardians",
      slug: "grotesque-guardians",
      name: "Grotesque Guardians",
      imageSrc: "/art/pvm.svg",
      shortDescription:
        "Dusk and Dawn on the roof of the Slayer Tower for the Granite gloves, ring, hammer and Black tourmaline core.",
      longDescription:
        "The Grotesque Guardians, Dusk and Dawn, are the gargoyle Slayer bosses on the roof of the Slayer Tower. The fight mixes melee on Dusk with ranged on Dawn and several dodging mechanics. Drops include Granite gloves, Granite ring, Granite hammer, the Black tourmaline core and the Noon pet.",
      requirements: [
        "75 Slayer and a gargoyle Slayer task",
        "A brittle key used on the roof door once",
        "Combat 100+ with 80+ melee and Ranged recommended",
      ],
      customerProvides: ["A gargoyle task, or the Slayer points for us to get one", GEAR, ...ACCESS_RULES],
      estimatedTime: "25 kills usually take 1–2 days",
      faq: [
        {
          question: "Does the account need the brittle key?",
          answer:
            "Only once. If the roof is not unlocked yet, we get the key from gargoyles on task before the first kill.",
        },
      ],
      tags: ["Slayer"],
      pricing: perKill([280, 230, 190]),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-kraken",
      slug: "kraken",
      name: "Kraken",
      imageSrc: "/art/pvm.svg",
      shortDescription: "Kraken kills in Kraken Cove for the Kraken tentacle, Trident of the seas and the Pet kraken.",
      longDescription:
        "The Kraken is the cave kraken Slayer boss, fought with magic in a private instance in Kraken Cove. It is one of the calmest Slayer bosses, which makes it a good first target for Slayer boss kill count. Drops include the Kraken tentacle for the Abyssal tentacle, the Trident of the seas and the Pet kraken.",
      requirements: ["87 Slayer and a cave kraken Slayer task", "Magic 80+ with a trident or strong spell recommended"],
      customerProvides: ["A cave kraken task, or the Slayer points for us to get one", GEAR, ...ACCESS_RULES],
      estimatedTime: "25 kills usually take less than a day",
      faq: [
        {
          question: "Do you use the instance?",
          answer:
            "Yes, when the account can pay for it: the private instance avoids other players and speeds the kills up.",
        },
      ],
      tags: ["Slayer"],
      pricing: perKill([180, 165, 150]),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-thermonuclear-smoke-devil",
      slug: "thermonuclear-smoke-devil",
      name: "Thermonuclear smoke devil",
      imageSrc: "/art/pvm.svg",
      shortDescription:
        "Thermonuclear smoke devil kills for the Occult necklace, Smoke battlestaff and Dragon chainbody.",
      longDescription:
        "The Thermonuclear smoke devil is the smoke devil Slayer boss, fought in its own chamber of the Smoke Devil Dungeon. It is a simple, fast kill with the right ranged or magic setup, and a favourite for the Occult necklace. It also drops the Smoke battlestaff, Dragon chainbody and the Pet smoke devil.",
      requirements: [
        "93 Slayer and a smoke devil Slayer task",
        "A facemask or Slayer helmet against the smoke",
        "Ranged or Magic 80+ recommended",
      ],
      customerProvides: ["A smoke devil task, or the Slayer points for us to get one", GEAR, ...ACCESS_RULES],
      estimatedTime: "25 kills usually take less than a day",
      faq: [
        {
          question: "Why is it so cheap?",
          answer: "Kills are quick and low-risk, so we pass the time saved on to you.",
        },
      ],
      tags: ["Slayer"],
      pricing: perKill([180, 165, 150]),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-araxxor",
      slug: "araxxor",
      name: "Araxxor",
      imageSrc: "/art/pvm.svg",
      shortDescription:
        "Araxxor kills in the Morytania Spider Cave for the Noxious halberd pieces and the Araxyte fang.",
      longDescription:
        "Araxxor is the araxyte Slayer boss in the Morytania Spider Cave, a demanding fight with acid pools, summoned araxytes and an enrage at the end. It drops the Noxious point, blade and pommel for the Noxious halberd, the Araxyte fang for the Amulet of rancour, and the Araxyte head. Our players kill it with your best melee setup.",
      requirements: [
        "92 Slayer",
        "Access to Morytania (Priest in Peril)",
        "Combat 110+ with 90+ melee stats and Piety recommended",
      ],
      customerProvides: STANDARD_PROVIDES,
      estimatedTime: "25 kills usually take 1–3 days",
      faq: [
        {
          question: "Can you do Araxxor on a low-level melee setup?",
          answer:
            "The fight is among the hardest Slayer bosses; send us your stats and gear on live chat and we will confirm before you order.",
        },
      ],
      tags: ["Slayer"],
      pricing: perKill([450, 380, 300]),
      optionGroups: BOSS_OPTIONS,
    },

    // Other bosses around the world
    {
      sku: "pvm-zulrah",
      slug: "zulrah",
      name: "Zulrah",
      imageSrc: "/art/pvm.svg",
      shortDescription:
        "Zulrah kills at Zul-Andra for the Tanzanite fang, Magic fang, Serpentine visage, mutagens and scales.",
      longDescription:
        "Zulrah is the serpent boss of Zul-Andra, switching forms and attack styles in fixed rotations that our players know by heart. Every kill brings Zulrah's scales and a chance at the Tanzanite fang for the Toxic blowpipe, the Magic fang, the Serpentine visage and the mutagens. We switch between your magic and ranged gear throughout the fight.",
      requirements: [
        "Regicide started far enough to reach Zul-Andra",
        "Magic and Ranged 85+ recommended",
        "Anti-venom potions",
      ],
      customerProvides: STANDARD_PROVIDES,
      estimatedTime: "25 kills usually take about 1 day",
      faq: [
        {
          question: "Which setup do you use?",
          answer:
            "A magic and ranged switch setup using your best items; ask us on live chat if you are unsure your gear is enough.",
        },
      ],
      tags: ["World boss"],
      pricing: perKill([250, 200, 150]),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-vorkath",
      slug: "vorkath",
      name: "Vorkath",
      imageSrc: "/art/pvm.svg",
      shortDescription:
        "Vorkath kills on Ungael for superior dragon bones, Vorkath's head and the Draconic and Skeletal visages.",
      longDescription:
        "Vorkath is the undead dragon met at the end of Dragon Slayer II, and one of the steadiest money makers in the game. Every kill drops superior dragon bones and blue dragonhide, with a chance at Vorkath's head, the Dragonbone necklace and both visages. Our players handle the acid and zombified spawn phases with your ranged setup.",
      requirements: [
        "Dragon Slayer II completed",
        "An anti-dragon shield or dragonfire ward, plus extended antifire and anti-venom",
        "Ranged 90+ recommended",
      ],
      customerProvides: STANDARD_PROVIDES,
      estimatedTime: "25 kills usually take about 1 day",
      faq: [
        {
          question: "My account has not finished Dragon Slayer II. Can you still do it?",
          answer:
            "Vorkath can only be fought repeatedly after the quest, so order Dragon Slayer II from our quest service first and we start the kills straight after.",
        },
      ],
      tags: ["World boss"],
      pricing: perKill([250, 200, 160]),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-corporeal-beast",
      slug: "corporeal-beast",
      name: "Corporeal Beast",
      imageSrc: "/art/pvm.svg",
      shortDescription:
        "Corporeal Beast kills for the Spirit shield, Holy elixir and the Spectral, Arcane and Elysian sigils.",
      longDescription:
        "The Corporeal Beast is a huge spirit with a very large health pool that takes reduced damage from most weapons other than spears and halberds. Kills are slow, which is why its sigils are among the most valuable drops in the game. Our players fight it with your stab setup for the Spirit shield, Holy elixir and the Spectral, Arcane and Elysian sigils.",
      requirements: [
        "Combat 110+ with 90+ melee stats recommended",
        "A spear or halberd, such as the Zamorakian hasta",
      ],
      customerProvides: STANDARD_PROVIDES,
      estimatedTime: "25 kills usually take 2–4 days",
      faq: [
        {
          question: "Do you fight Corp solo?",
          answer: "Solo by default, so every drop is yours; ask us about a team if you want faster kills.",
        },
      ],
      tags: ["World boss"],
      pricing: perKill([350, 290, 230]),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-the-nightmare",
      slug: "the-nightmare",
      name: "The Nightmare",
      imageSrc: "/art/pvm.svg",
      shortDescription:
        "The Nightmare of Ashihama with our team, for Inquisitor's armour, the Nightmare staff and its orbs.",
      longDescription:
        "The Nightmare of Ashihama is a group boss in the Sisterhood Sanctuary beneath Slepe, fought through totem and sleepwalker phases. Your account joins our experienced team, played by one of our boosters. Loot is shared by contribution, with chances at the Inquisitor's armour, Inquisitor's mace, Nightmare staff and the Eldritch, Harmonised and Volatile orbs.",
      requirements: [
        "Access to Morytania (Priest in Peril)",
        "Combat 110+ with 90+ melee stats recommended",
        "Prayer 70+ (Piety)",
      ],
      customerProvides: STANDARD_PROVIDES,
      estimatedTime: "25 kills usually take 1–3 days, depending on team availability",
      faq: [
        {
          question: "Is a unique drop guaranteed?",
          answer:
            "No. The Nightmare shares loot by contribution across the team; we promise the kills, never the drops.",
        },
      ],
      tags: ["World boss", "Group boss"],
      pricing: perKill([400, 340, 280]),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-phosanis-nightmare",
      slug: "phosanis-nightmare",
      name: "Phosani's Nightmare",
      imageSrc: "/art/pvm.svg",
      shortDescription: "Phosani's Nightmare, the solo Nightmare, with every drop on your account alone.",
      longDescription:
        "Phosani's Nightmare is the solo version of the Nightmare of Ashihama and one of the hardest solo bosses in the game. Because nobody shares the kill, every drop goes to your account, including the Inquisitor's armour, Nightmare staff and orbs. Only our most experienced players take these orders.",
      requirements: [
        "Access to Morytania (Priest in Peril)",
        "Combat 115+ with 95+ melee stats recommended",
        "Prayer 70+ (Piety) and a strong crush setup",
      ],
      customerProvides: STANDARD_PROVIDES,
      estimatedTime: "10 kills usually take 1–2 days",
      faq: [
        {
          question: "Why is Phosani's priced above the team version?",
          answer: "It is a long, punishing solo fight, so kills per hour are low and every mistake costs supplies.",
        },
      ],
      tags: ["World boss"],
      pricing: perKill([600, 500, 420], { minCount: 1, defaultCount: 10 }),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-phantom-muspah",
      slug: "phantom-muspah",
      name: "Phantom Muspah",
      imageSrc: "/art/pvm.svg",
      shortDescription: "Phantom Muspah kills for the Venator shard, Ancient icon and Ancient essence.",
      longDescription:
        "The Phantom Muspah is the boss met at the end of Secrets of the North, switching between ranged and melee forms and a shielded phase. It drops the Venator shard for the Venator bow, the Ancient icon and large stacks of Ancient essence. Our players handle its spike and smite mechanics with your ranged and melee switches.",
      requirements: [
        "Secrets of the North completed",
        "Ranged 90+ and Prayer 74+ (Rigour) recommended",
        "A melee switch for the shielded phase",
      ],
      customerProvides: STANDARD_PROVIDES,
      estimatedTime: "25 kills usually take 1–2 days",
      faq: [
        {
          question: "Can you complete Secrets of the North too?",
          answer: "Yes, through our quest service; order it first and we start the kills straight after.",
        },
      ],
      tags: ["World boss"],
      pricing: perKill([350, 290, 230]),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-the-hueycoatl",
      slug: "the-hueycoatl",
      name: "The Hueycoatl",
      imageSrc: "/art/pvm.svg",
      shortDescription:
        "The Hueycoatl on the Darkfrost in Varlamore, chasing the Dragon hunter wand and Hueycoatl hide.",
      longDescription:
        "The Hueycoatl is a group boss coiled around the Darkfrost in Varlamore, fought through its body segments, tail and head. Anyone can join a public fight, so loot is shared by contribution. Our players make sure your account contributes well on every kill, for chances at the Dragon hunter wand, Hueycoatl hide and the pet.",
      requirements: ["Children of the Sun completed", "Combat 90+ with protection prayers recommended"],
      customerProvides: STANDARD_PROVIDES,
      estimatedTime: "25 kills usually take about 1 day",
      faq: [
        {
          question: "Do you fight it publicly or in a private instance?",
          answer: "Public worlds by default; a private instance is possible if the account can pay its entry fee.",
        },
      ],
      tags: ["World boss", "Group boss"],
      pricing: perKill([250, 210, 170]),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-sol-heredit",
      slug: "sol-heredit",
      name: "Sol Heredit",
      imageSrc: "/art/pvm.svg",
      shortDescription:
        "Sol Heredit kill count: complete Fortis Colosseum runs through all 12 waves, with every reward kept.",
      longDescription:
        "Sol Heredit waits at the end of the Fortis Colosseum, so every kill means clearing all twelve waves first. Our Colosseum specialists pick modifiers that keep each run safe and collect the reward chest along the way, including chances at Sunfire fanatic armour and the Tonalztics of Ralos. This service is priced per completed Sol Heredit kill.",
      requirements: [
        "Combat 100+ with 90+ Ranged and Defence recommended",
        "Prayer 74+ (Rigour) strongly recommended",
        "A strong ranged and melee setup",
      ],
      customerProvides: STANDARD_PROVIDES,
      estimatedTime: "5 kills usually take 2–4 days",
      faq: [
        {
          question: "Is Dizana's quiver included?",
          answer:
            "The quiver comes with the first kill. If your account has never beaten Sol Heredit, order Dizana's Quiver instead, which is priced for that first clear.",
        },
        {
          question: "What if a run fails?",
          answer: "Only completed kills count towards your order; failed runs are on us.",
        },
      ],
      tags: ["World boss", "Colosseum"],
      pricing: perKill([7_500, 6_500, 5_500], { minCount: 1, defaultCount: 5 }),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-barrows",
      slug: "barrows",
      name: "Barrows (chests)",
      imageSrc: "/art/pvm.svg",
      shortDescription:
        "Barrows runs: all six brothers killed and the chest opened, for Ahrim's, Dharok's, Karil's and the rest.",
      longDescription:
        "At the Barrows in Morytania, six brothers rest in their crypts and each run ends with the reward chest in the tunnels. Our players kill all six brothers every run for the best loot roll, with chances at Ahrim's, Dharok's, Guthan's, Karil's, Torag's and Verac's equipment. Priced per chest opened.",
      requirements: ["Access to Morytania (Priest in Peril)", "A spade", "Combat 70+ with Magic 60+ recommended"],
      customerProvides: STANDARD_PROVIDES,
      estimatedTime: "25 chests usually take about 1 day",
      faq: [
        {
          question: "Do you kill all six brothers every run?",
          answer: "Yes. Each brother adds to the run's reward potential, so we never skip one.",
        },
      ],
      tags: ["World boss", "Morytania"],
      pricing: perKill([180, 165, 150], { unitLabel: "chest", unitLabelPlural: "chests" }),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-dagannoth-kings",
      slug: "dagannoth-kings",
      name: "Dagannoth Kings",
      imageSrc: "/art/pvm.svg",
      shortDescription: "Dagannoth Rex, Prime and Supreme for the Berserker, Archers, Seers and Warrior rings.",
      longDescription:
        "The three Dagannoth Kings rule the depths of the Waterbirth Island Dungeon, each weak to a different combat style. They drop the Berserker, Archers, Seers and Warrior rings, the Dragon axe, Mud battlestaff and Seercull. Each king counts as one kill, so 24 kills mean eight rounds of all three kings.",
      requirements: [
        "Access to Waterbirth Island",
        "A pet rock and a rune thrownaxe (or a second player) to pass the dungeon doors",
        "Combat 100+ with melee, Ranged and Magic 80+ recommended",
      ],
      customerProvides: STANDARD_PROVIDES,
      estimatedTime: "25 kills usually take about 1 day",
      faq: [
        {
          question: "Can I choose which king?",
          answer: "Yes: tell us on live chat, for example Rex only for the Berserker ring, and we focus on him.",
        },
      ],
      tags: ["World boss"],
      pricing: perKill([200, 175, 150]),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-kalphite-queen",
      slug: "kalphite-queen",
      name: "Kalphite Queen",
      imageSrc: "/art/pvm.svg",
      shortDescription:
        "Kalphite Queen kills in the Kalphite Lair for the KQ head, Dragon chainbody and Dragon 2h sword.",
      longDescription:
        "The Kalphite Queen lives at the bottom of the Kalphite Lair in the Kharidian Desert and fights in two forms, each with different defences. Her drops include the Kalphite Queen head, Dragon chainbody, Dragon 2h sword, Dragon pickaxe, the Jar of sand and the Kalphite princess pet. Our players handle both forms with your gear.",
      requirements: [
        "A rope for the first entry into the Kalphite Lair",
        "Combat 100+ with 85+ melee stats recommended",
        "Prayer 43+ and antipoison potions",
      ],
      customerProvides: STANDARD_PROVIDES,
      estimatedTime: "25 kills usually take 1–2 days",
      faq: [
        {
          question: "Is Verac's set required?",
          answer: "No, though Verac's flail is popular here. We work with the melee setup your account has.",
        },
      ],
      tags: ["World boss"],
      pricing: perKill([220, 190, 160]),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-king-black-dragon",
      slug: "king-black-dragon",
      name: "King Black Dragon",
      imageSrc: "/art/pvm.svg",
      shortDescription: "King Black Dragon kills for the Draconic visage, KBD heads and the Prince black dragon pet.",
      longDescription:
        "The King Black Dragon is the three-headed dragon in its lair beneath the Wilderness, and a classic first boss. Its drops include the Draconic visage, the King Black Dragon heads, the Dragon pickaxe and the Prince black dragon pet. Our players kill it with dragonfire protection and your melee or ranged setup.",
      requirements: [
        "An anti-dragon shield or dragonfire shield and antifire potions",
        "Combat 80+ recommended",
        "Entry to the lair is through the Wilderness (Lava Maze), so the trip carries some risk",
      ],
      customerProvides: STANDARD_PROVIDES,
      estimatedTime: "25 kills usually take less than a day",
      faq: [
        {
          question: "Is the lair itself in the Wilderness?",
          answer:
            "The way in passes through it, but the lair itself is a separate area; we still bring only what the kills need.",
        },
      ],
      tags: ["World boss"],
      pricing: perKill([180, 165, 150]),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-giant-mole",
      slug: "giant-mole",
      name: "Giant Mole",
      imageSrc: "/art/pvm.svg",
      shortDescription: "Giant Mole kills under Falador Park for mole claws, mole skins and the Baby mole pet.",
      longDescription:
        "The Giant Mole burrows beneath Falador Park and digs away whenever it gets low on health, so kills are about tracking it down quickly. Each kill drops mole claws and mole skins, which Wyson the gardener trades for bird nests, with a chance at the Baby mole pet. A popular boss for early kill count and combat achievements.",
      requirements: ["A spade and a light source", "Combat 70+ recommended"],
      customerProvides: STANDARD_PROVIDES,
      estimatedTime: "25 kills usually take less than a day",
      faq: [
        {
          question: "Do you trade the mole parts to Wyson?",
          answer: "Only if you ask; by default the claws and skins stay in your bank.",
        },
      ],
      tags: ["World boss"],
      pricing: perKill([180, 165, 150]),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-sarachnis",
      slug: "sarachnis",
      name: "Sarachnis",
      imageSrc: "/art/pvm.svg",
      shortDescription:
        "Sarachnis kills in the Forthos Dungeon for the Sarachnis cudgel, Jar of eyes and the Sraracha pet.",
      longDescription:
        "Sarachnis is the spider boss of the Forthos Dungeon in Kourend, a mid-level boss that summons spawns as the fight goes on. Its drops include the Sarachnis cudgel, the Jar of eyes, the Giant egg sac and the Sraracha pet. Our players kill it with a crush weapon from your bank.",
      requirements: ["Combat 80+ with a crush weapon recommended", "Prayer 43+ for Protect from Melee"],
      customerProvides: STANDARD_PROVIDES,
      estimatedTime: "25 kills usually take less than a day",
      faq: [
        {
          question: "Is Sarachnis good for a mid-level account?",
          answer: "Yes, it is one of the friendliest bosses for accounts without end-game gear.",
        },
      ],
      tags: ["World boss", "Kourend"],
      pricing: perKill([180, 165, 150]),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-the-gauntlet",
      slug: "the-gauntlet",
      name: "The Gauntlet",
      imageSrc: "/art/pvm.svg",
      shortDescription:
        "Gauntlet completions in Prifddinas: gather, craft your own crystal gear and defeat the Crystalline Hunllef.",
      longDescription:
        "The Gauntlet is a solo challenge in Prifddinas: you enter with nothing, gather resources, craft crystal armour and weapons, then face the Crystalline Hunllef. Rewards include crystal shards, Crystal weapon and armour seeds, a chance at the Enhanced crystal weapon seed and the Youngllef pet. Our players complete full runs on your account; priced per Hunllef kill.",
      requirements: ["Song of the Elves completed", "Combat 90+ with 80+ in melee, Ranged and Magic recommended"],
      customerProvides: ["Nothing to bring: all gear is made inside the Gauntlet", ...ACCESS_RULES],
      estimatedTime: "10 kills usually take about 1 day",
      faq: [
        {
          question: "Should I do the Gauntlet or the Corrupted Gauntlet?",
          answer:
            "The Corrupted Gauntlet has far better rates for the Enhanced crystal weapon seed and armour seeds; the normal Gauntlet is easier and cheaper.",
        },
      ],
      tags: ["World boss", "Prifddinas"],
      pricing: perKill([450, 380, 320], { minCount: 1, defaultCount: 10 }),
      optionGroups: BOSS_OPTIONS,
    },
    {
      sku: "pvm-the-corrupted-gauntlet",
      slug: "the-corrupted-gauntlet",
      name: "The Corrupted Gauntlet",
      imageSrc: "/art/pvm.svg",
      shortDescription:
        "Corrupted Gauntlet runs and Corrupted Hunllef kills for the Enhanced crystal weapon seed and armour seeds.",
      longDescription:
        "The Corrupted Gauntlet is the harder version of the Gauntlet, with tougher monsters, scarcer resources and the Corrupted Hunllef at the end. It has the best rates for the Enhanced crystal weapon seed (Blade of Saeldor or Bow of faerdhinen) and Crystal armour seeds. Our specialists run it on your account and you pay per Corrupted Hunllef kill.",
      requirements: ["Song of the Elves completed", "Combat 100+ with 85+ in melee, Ranged and Magic recommended"],
      customerProvides: ["Nothing to bring: all gear is made inside the Corrupted Gauntlet", ...ACCESS_RULES],
      estimatedTime: "10 kills usually take 1–2 days",
      faq: [
        {
          question: "What happens if a run fails?",
          answer: "Only completed Corrupted Hunllef kills count towards your order; failed runs are on us.",
        },
      ],
      tags: ["World boss", "Prifddinas"],
      pricing: perKill([800, 700, 600], { minCount: 1, defaultCount: 10 }),
      optionGroups: BOSS_OPTIONS,
    },
  ],
};
