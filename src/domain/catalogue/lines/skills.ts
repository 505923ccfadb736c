import type { OptionGroup, ProductLineInput, TrainingMethod } from "../product-schema";
import { ACCOUNT_ACCESS, NO_LOGIN, PLAY_METHOD } from "./shared-options";

/*
 * Power-levelling for all 24 skills, priced by XP: the visitor picks a start and target level and a
 * training method, and the pricing engine multiplies the XP of each level segment by the method's
 * USD-per-XP rate. Where methods overlap, the cheapest sensible default is listed first.
 */

/** Strength and Defence are trained the same way, at the same rates. */
const MELEE_METHODS: TrainingMethod[] = [
  { id: "low-level-monsters", label: "Low-level monsters", fromLevel: 1, toLevel: 40, usdPerXp: "0.00008" },
  { id: "sand-crabs", label: "Sand crabs", fromLevel: 40, toLevel: 70, usdPerXp: "0.00004" },
  {
    id: "nightmare-zone",
    label: "Nightmare Zone",
    fromLevel: 70,
    toLevel: 99,
    usdPerXp: "0.00002",
    note: "Needs at least five eligible quests completed",
  },
  {
    id: "crabs-no-quests",
    label: "Sand and ammonite crabs (no quests needed)",
    fromLevel: 70,
    toLevel: 99,
    usdPerXp: "0.00003",
  },
];

const EXTRAS: OptionGroup = {
  id: "extras",
  label: "Extras",
  kind: "multi",
  choices: [{ id: "express", label: "Express (priority start)", addPercent: 25 }],
};

export const skillsLine: ProductLineInput = {
  id: "skills",
  name: "Skills",
  basePath: "/osrs-skills",
  listingPath: "/osrs-skills",
  imageSrc: "/art/skills.svg",
  intro:
    "Power-levelling for all 24 skills, played by hand. Pick your levels and a training method and the price follows the XP, segment by segment.",
  products: [
    {
      sku: "skill-attack",
      slug: "attack",
      name: "Attack training",
      imageSrc: "/art/skills.svg",
      shortDescription: "Attack levels from any start to 99, trained on crabs and in the Nightmare Zone.",
      longDescription:
        "Attack unlocks better melee weapons, from the dragon scimitar at 60 to the abyssal whip at 70 and the Scythe of vitur at 75 (with 90 Strength). We train early levels on low-level monsters, move to sand crabs for the mid levels and finish in the Nightmare Zone, where the account needs at least five of the eligible quests done. Without them we stay on crabs at the slower rate shown below.",
      requirements: [
        "Nightmare Zone needs at least five of its eligible quests completed",
        "The best melee weapon the account can wield",
      ],
      customerProvides: [
        "Melee gear, and absorption or overload potions (or the gold to buy them) for the Nightmare Zone",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 1 day per 700K XP (60→90 in 7–9 days)",
      faq: [
        {
          question: "Will Hitpoints go up too?",
          answer:
            "Yes: every point of melee damage also gives Hitpoints XP, so your Hitpoints level rises along the way.",
        },
        {
          question: "Can you keep my Defence where it is?",
          answer: "Yes. We only use the Attack combat style, so Defence is never touched.",
        },
      ],
      tags: ["Combat"],
      pricing: {
        kind: "xp-range",
        skill: "Attack",
        methods: [
          { id: "low-level-monsters", label: "Low-level monsters", fromLevel: 1, toLevel: 40, usdPerXp: "0.00008" },
          { id: "sand-crabs", label: "Sand crabs", fromLevel: 40, toLevel: 70, usdPerXp: "0.00004" },
          {
            id: "nightmare-zone",
            label: "Nightmare Zone",
            fromLevel: 70,
            toLevel: 99,
            usdPerXp: "0.000022",
            note: "Needs at least five eligible quests completed",
          },
          {
            id: "crabs-no-quests",
            label: "Sand and ammonite crabs (no quests needed)",
            fromLevel: 70,
            toLevel: 99,
            usdPerXp: "0.00003",
          },
        ],
        defaultStartLevel: 60,
        defaultTargetLevel: 90,
      },
      optionGroups: [PLAY_METHOD, EXTRAS],
    },
    {
      sku: "skill-strength",
      slug: "strength",
      name: "Strength training",
      imageSrc: "/art/skills.svg",
      shortDescription: "Strength to any level up to 99 for harder melee hits, on crabs and in the Nightmare Zone.",
      longDescription:
        "Strength raises your melee max hit, unlocks weapons such as the dragon warhammer at 60 and counts towards the Warriors' Guild entry (130 combined Attack and Strength). We train on low-level monsters first, then sand crabs, then the Nightmare Zone for the long stretch to 99. Pures and zerkers are safe with us: we only ever use the Strength combat style.",
      requirements: [
        "Nightmare Zone needs at least five of its eligible quests completed",
        "A melee weapon suited to your Attack level",
      ],
      customerProvides: [
        "Melee gear, and absorption or overload potions (or the gold to buy them) for the Nightmare Zone",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 1 day per 800K XP (60→90 in 6–8 days)",
      faq: [
        {
          question: "I have a 1 Defence pure. Is that safe?",
          answer:
            "Yes. We only use aggressive styles that give Strength XP and double-check the style before every session.",
        },
      ],
      tags: ["Combat"],
      pricing: {
        kind: "xp-range",
        skill: "Strength",
        methods: MELEE_METHODS,
        defaultStartLevel: 60,
        defaultTargetLevel: 90,
      },
      optionGroups: [PLAY_METHOD, EXTRAS],
    },
    {
      sku: "skill-defence",
      slug: "defence",
      name: "Defence training",
      imageSrc: "/art/skills.svg",
      shortDescription: "Defence levels for better armour, from Barrows gear at 70 to torva at 80 and beyond.",
      longDescription:
        "Defence decides which armour you can wear: Barrows sets at 70, Bandos and Armadyl at 65 and 70, and torva at 80. We train with the Defensive combat style on low-level monsters and crabs, then in the Nightmare Zone from level 70. The same methods work for ranged or magic defence training if you ask on live chat.",
      requirements: ["Nightmare Zone needs at least five of its eligible quests completed"],
      customerProvides: [
        "Melee gear, and absorption or overload potions (or the gold to buy them) for the Nightmare Zone",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 1 day per 700K XP (60→90 in 7–9 days)",
      faq: [
        {
          question: "Can you stop at an exact level for a zerker build?",
          answer: "Yes. Tell us the level and we stop the moment it is reached, checking the XP before each session.",
        },
      ],
      tags: ["Combat"],
      pricing: {
        kind: "xp-range",
        skill: "Defence",
        methods: MELEE_METHODS,
        defaultStartLevel: 60,
        defaultTargetLevel: 90,
      },
      optionGroups: [PLAY_METHOD, EXTRAS],
    },
    {
      sku: "skill-ranged",
      slug: "ranged",
      name: "Ranged training",
      imageSrc: "/art/skills.svg",
      shortDescription: "Ranged up to 99 with darts, crossbows, the Nightmare Zone or chinchompas you supply.",
      longDescription:
        "Ranged is the key stat for most endgame bossing, from the toxic blowpipe to the Twisted bow, both at 75. We train on low-level monsters and crabs, then in the Nightmare Zone; if you supply chinchompas from 65 Ranged the XP comes much faster and the labour price per XP drops. Ammunition and chinchompas stay yours to provide, so you control the spend.",
      requirements: [
        "Nightmare Zone needs at least five of its eligible quests completed",
        "65 Ranged for black chinchompas (55 for red)",
      ],
      customerProvides: [
        "A ranged weapon and ammunition (arrows, bolts or darts) for the levels you buy",
        "Chinchompas if you choose the chinchompa method",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 1 day per 800K XP; chinchompas several times faster",
      faq: [
        {
          question: "How many chinchompas do I need?",
          answer:
            "It depends on your levels and the type of chinchompa; we calculate the number for your range on live chat before you buy them.",
        },
        {
          question: "Do you pick up ammunition?",
          answer:
            "Yes: we use an Ava's device where the account has one and pick up what drops on the ground otherwise.",
        },
      ],
      tags: ["Combat"],
      pricing: {
        kind: "xp-range",
        skill: "Ranged",
        methods: [
          { id: "low-level-monsters", label: "Low-level monsters", fromLevel: 1, toLevel: 40, usdPerXp: "0.00007" },
          { id: "sand-crabs", label: "Sand and ammonite crabs", fromLevel: 40, toLevel: 70, usdPerXp: "0.000035" },
          {
            id: "nightmare-zone",
            label: "Nightmare Zone",
            fromLevel: 70,
            toLevel: 99,
            usdPerXp: "0.00002",
            note: "Needs at least five eligible quests completed",
          },
          {
            id: "chinchompas",
            label: "Chinchompas (you supply them)",
            fromLevel: 65,
            toLevel: 99,
            usdPerXp: "0.000012",
            note: "Black chinchompas need 65 Ranged",
          },
        ],
        defaultStartLevel: 60,
        defaultTargetLevel: 90,
      },
      optionGroups: [PLAY_METHOD, EXTRAS],
    },
    {
      sku: "skill-prayer",
      slug: "prayer",
      name: "Prayer training",
      imageSrc: "/art/skills.svg",
      shortDescription: "Prayer to Piety, Rigour, Augury or 99 with bones you supply: cheap labour per XP.",
      longDescription:
        "Prayer is a buyable skill: the XP comes from the bones you supply, so our labour is only a small part of the cost. We offer bones at a gilded altar with both incense burners lit, at the Chaos Temple altar in the Wilderness (which can save bones but carries player-killer risk), or at the Ectofuntus. Rigour needs 74 Prayer and Augury 77, both on top of their unlock scrolls.",
      requirements: [
        "A house with a gilded altar, or a public host house we use for you",
        "The Ectofuntus method needs Morytania access (Priest in Peril)",
      ],
      customerProvides: [
        "The bones (dragon bones or better are the usual choice) and marrentill for the incense burners; the price shown is our labour only",
        "Noted bones and coins for the unnoting at the Wilderness altar, if you choose it",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 1 day per 2M XP once the bones are in your bank",
      faq: [
        {
          question: "Why is Prayer so cheap per XP?",
          answer:
            "You supply the bones, which are where the XP comes from. Offering them is fast for us, so the labour per XP is low.",
        },
        {
          question: "Is the Chaos Temple method risky?",
          answer:
            "It is in the Wilderness, so bones carried there can be lost to player killers. We bring small loads and hop away from danger, but we recommend the gilded altar if you want no risk at all.",
        },
      ],
      tags: ["Combat"],
      pricing: {
        kind: "xp-range",
        skill: "Prayer",
        methods: [
          {
            id: "gilded-altar",
            label: "Gilded altar (you supply bones)",
            fromLevel: 1,
            toLevel: 99,
            usdPerXp: "0.000008",
          },
          {
            id: "chaos-altar",
            label: "Chaos Temple altar, Wilderness (you supply bones)",
            fromLevel: 1,
            toLevel: 99,
            usdPerXp: "0.000012",
            note: "Bones carried in the Wilderness can be lost to player killers",
          },
          {
            id: "ectofuntus",
            label: "Ectofuntus (you supply bones)",
            fromLevel: 1,
            toLevel: 99,
            usdPerXp: "0.000015",
          },
        ],
        defaultStartLevel: 43,
        defaultTargetLevel: 77,
      },
      optionGroups: [PLAY_METHOD, EXTRAS],
    },
    {
      sku: "skill-magic",
      slug: "magic",
      name: "Magic training",
      imageSrc: "/art/skills.svg",
      shortDescription: "Magic to any level up to 99: combat spells, teleports, High Alchemy or bursting.",
      longDescription:
        "Magic unlocks teleports, High Level Alchemy at 55, Vengeance at 94 on the Lunar spellbook and Ice Barrage at 94 on the Ancient spellbook. We use combat spells early on, then teleport spells, alching or bursting depending on what you want: alching returns coins for the items you supply, and bursting also trains Slayer on task if you ask. Runes are yours to supply so you choose the spend.",
      requirements: [
        "Bursting and barraging need Ancient Magicks (Desert Treasure I)",
        "Some teleports need their quests, e.g. Ardougne Teleport (Plague City)",
      ],
      customerProvides: [
        "The runes for the chosen spells (law runes for teleports, nature runes and items for alching)",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 1 day per 600K XP; teleports and bursting are faster",
      faq: [
        {
          question: "Which method should I choose?",
          answer:
            "Teleports are the cheapest for labour and need only law runes. High Alchemy is slower but turns items into coins, and bursting gives Slayer-style loot as it goes.",
        },
      ],
      tags: ["Combat"],
      pricing: {
        kind: "xp-range",
        skill: "Magic",
        methods: [
          { id: "combat-spells", label: "Combat spells", fromLevel: 1, toLevel: 55, usdPerXp: "0.00006" },
          {
            id: "teleports",
            label: "Teleport spells (you supply runes)",
            fromLevel: 45,
            toLevel: 99,
            usdPerXp: "0.000018",
          },
          {
            id: "high-alchemy",
            label: "High Level Alchemy (you supply runes and items)",
            fromLevel: 55,
            toLevel: 99,
            usdPerXp: "0.000025",
          },
          {
            id: "bursting",
            label: "Ice burst and barrage (you supply runes)",
            fromLevel: 70,
            toLevel: 99,
            usdPerXp: "0.00002",
            note: "Needs Ancient Magicks (Desert Treasure I)",
          },
        ],
        defaultStartLevel: 55,
        defaultTargetLevel: 94,
      },
      optionGroups: [PLAY_METHOD, EXTRAS],
    },
    {
      sku: "skill-runecraft",
      slug: "runecraft",
      name: "Runecraft training",
      imageSrc: "/art/skills.svg",
      shortDescription: "Runecraft at the Ourania Altar, the True Blood Altar or lava runes, up to 99.",
      longDescription:
        "Runecraft is one of the slowest skills in the game, which makes it a favourite to hand over. We train at the Ourania Altar (ZMI) up to 77, then make blood runes at the True Blood Altar, which is the cheaper choice for the long stretch to 99. Lava runes are the fastest XP from level 23 but need more attention, so they cost more per XP. The runes made stay in your bank.",
      requirements: [
        "True Blood Altar: 77 Runecraft and Sins of the Father",
        "Lava runes: 23 Runecraft and binding necklaces or Magic Imbue",
      ],
      customerProvides: [
        "Pure essence, stamina potions and any essence pouches the account has",
        "Earth runes or talismans and binding necklaces for lava runes",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 1 day per 400K XP (50→77 in 7–9 days)",
      faq: [
        {
          question: "Do I keep the runes?",
          answer: "Yes: every rune made stays on your account, so the blood and lava runes offset part of the cost.",
        },
        {
          question: "Can you also do Guardians of the Rift?",
          answer: "Yes, as a minigame from our Minigames page; it is a good way to get the Raiments of the Eye first.",
        },
      ],
      tags: ["Artisan"],
      pricing: {
        kind: "xp-range",
        skill: "Runecraft",
        methods: [
          { id: "zmi", label: "Ourania Altar (ZMI)", fromLevel: 1, toLevel: 77, usdPerXp: "0.00013" },
          { id: "blood-runes", label: "True blood altar", fromLevel: 77, toLevel: 99, usdPerXp: "0.00008" },
          { id: "lava-runes", label: "Lava runes", fromLevel: 23, toLevel: 99, usdPerXp: "0.00018" },
        ],
        defaultStartLevel: 50,
        defaultTargetLevel: 77,
      },
      optionGroups: [PLAY_METHOD, EXTRAS],
    },
    {
      sku: "skill-hitpoints",
      slug: "hitpoints",
      name: "Hitpoints training",
      imageSrc: "/art/skills.svg",
      shortDescription: "Hitpoints XP trained alongside the combat stat you choose, on crabs and in the NMZ.",
      longDescription:
        "Hitpoints XP always comes with combat XP: every point of damage gives Hitpoints XP as well as XP in the style you fight with. Tell us which stat should take the rest (Strength, Ranged or a controlled mix) and we train on sand crabs, then in the Nightmare Zone. Accounts start at 10 Hitpoints, so every order starts at level 10 or above.",
      requirements: ["Nightmare Zone needs at least five of its eligible quests completed"],
      customerProvides: [
        "The combat stat that should take the matching XP",
        "Gear, and absorption or overload potions (or the gold to buy them) for the Nightmare Zone",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 1 day per 250K Hitpoints XP",
      faq: [
        {
          question: "Can I train Hitpoints alone?",
          answer:
            "Not in Old School RuneScape: Hitpoints XP is a third of the XP you earn in a combat style, so another stat always rises with it. We price the Hitpoints XP here, and the matching XP in your chosen stat comes with it at no extra cost.",
        },
      ],
      tags: ["Combat"],
      pricing: {
        kind: "xp-range",
        skill: "Hitpoints",
        methods: [
          { id: "sand-crabs", label: "Sand crabs", fromLevel: 1, toLevel: 70, usdPerXp: "0.00012" },
          {
            id: "nightmare-zone",
            label: "Nightmare Zone",
            fromLevel: 70,
            toLevel: 99,
            usdPerXp: "0.00006",
            note: "Needs at least five eligible quests completed",
          },
        ],
        defaultStartLevel: 70,
        defaultTargetLevel: 90,
      },
      optionGroups: [PLAY_METHOD, EXTRAS],
    },
    {
      sku: "skill-crafting",
      slug: "crafting",
      name: "Crafting training",
      imageSrc: "/art/skills.svg",
      shortDescription: "Crafting with materials you supply: glass and jewellery, battlestaves, dragonhide bodies.",
      longDescription:
        "Crafting is a buyable skill: the XP is in the materials, so our labour per XP is low. We blow glass and make jewellery early on, craft battlestaves from 54 and dragonhide bodies from 63, which are the quickest XP. Everything we make stays in your bank for you to sell or alch.",
      requirements: ["54 Crafting for water battlestaves; 63 for green dragonhide bodies"],
      customerProvides: [
        "The materials: molten glass, gold bars and gems, battlestaves and orbs, or tanned dragonhide and thread; the price shown is our labour only",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 1 day per 2M XP once the materials are in your bank",
      faq: [
        {
          question: "Why is Crafting so cheap?",
          answer:
            "You supply the materials that hold the XP; our work is the clicking, which is fast for these methods.",
        },
      ],
      tags: ["Artisan"],
      pricing: {
        kind: "xp-range",
        skill: "Crafting",
        methods: [
          {
            id: "glass-and-jewellery",
            label: "Glassblowing and jewellery (you supply materials)",
            fromLevel: 1,
            toLevel: 54,
            usdPerXp: "0.00002",
          },
          {
            id: "dragonhide-bodies",
            label: "Dragonhide bodies (you supply leather and thread)",
            fromLevel: 63,
            toLevel: 99,
            usdPerXp: "0.000006",
          },
          {
            id: "battlestaves",
            label: "Battlestaves (you supply staves and orbs)",
            fromLevel: 54,
            toLevel: 99,
            usdPerXp: "0.000008",
          },
        ],
        defaultStartLevel: 60,
        defaultTargetLevel: 90,
      },
      optionGroups: [PLAY_METHOD, EXTRAS],
    },
    {
      sku: "skill-mining",
      slug: "mining",
      name: "Mining training",
      imageSrc: "/art/skills.svg",
      shortDescription: "Mining from 1 to 99: iron power-mining, granite, or the Motherlode Mine's AFK ore.",
      longDescription:
        "Mining is slow to train by hand, so it is one of our most requested skills. We mine copper and tin, power-mine iron, then granite at the Desert Quarry for the fastest XP; the Motherlode Mine is slower but earns golden nuggets for the prospector outfit and ore for your bank. The best pickaxe on the account is used throughout.",
      requirements: ["45 Mining for granite; 30 for the Motherlode Mine", "A pickaxe suited to your level"],
      customerProvides: [
        "A pickaxe (rune or better recommended) and, for granite, waterskins or a desert amulet",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 1 day per 450K XP",
      faq: [
        {
          question: "Do I keep the ore?",
          answer:
            "Power-mined iron and granite are dropped for speed. At the Motherlode Mine you keep the ore and golden nuggets.",
        },
      ],
      tags: ["Gathering"],
      pricing: {
        kind: "xp-range",
        skill: "Mining",
        methods: [
          { id: "copper-and-tin", label: "Copper and tin ore", fromLevel: 1, toLevel: 15, usdPerXp: "0.00009" },
          { id: "iron-ore", label: "Iron ore power-mining", fromLevel: 15, toLevel: 70, usdPerXp: "0.00004" },
          { id: "granite", label: "Granite at the Desert Quarry", fromLevel: 45, toLevel: 99, usdPerXp: "0.000035" },
          {
            id: "motherlode-mine",
            label: "Motherlode Mine (keeps ore and nuggets)",
            fromLevel: 30,
            toLevel: 99,
            usdPerXp: "0.00006",
          },
        ],
        defaultStartLevel: 60,
        defaultTargetLevel: 85,
      },
      optionGroups: [PLAY_METHOD, EXTRAS],
    },
    {
      sku: "skill-smithing",
      slug: "smithing",
      name: "Smithing training",
      imageSrc: "/art/skills.svg",
      shortDescription: "Smithing with your bars or ore: anvil items, Blast Furnace gold bars or Giants' Foundry.",
      longDescription:
        "Smithing is mostly a buyable skill: we smith the bars or ore you supply. From level 40, gold bars at the Blast Furnace with goldsmith gauntlets are the cheapest XP; smithing platebodies and dart tips at an anvil works without the gauntlets. Giants' Foundry is slower labour but earns foundry reputation for its reward shop, including the smiths' outfit.",
      requirements: [
        "Goldsmith gauntlets (Family Crest) make gold bars far more efficient",
        "Giants' Foundry needs the Sleeping Giants quest and 15 Smithing",
      ],
      customerProvides: [
        "The bars or ore and coins for the Blast Furnace coffer; the price shown is our labour only",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 1 day per 2M XP at the Blast Furnace",
      faq: [
        {
          question: "How much gold ore do I need?",
          answer:
            "With goldsmith gauntlets each gold bar gives 56.2 XP, so divide the XP for your range by that; we calculate it for you on live chat.",
        },
      ],
      tags: ["Artisan"],
      pricing: {
        kind: "xp-range",
        skill: "Smithing",
        methods: [
          {
            id: "anvil-low-level",
            label: "Bronze to steel items at an anvil (you supply bars)",
            fromLevel: 1,
            toLevel: 40,
            usdPerXp: "0.00005",
          },
          {
            id: "gold-bars",
            label: "Gold bars at the Blast Furnace (you supply ore)",
            fromLevel: 40,
            toLevel: 99,
            usdPerXp: "0.000008",
          },
          {
            id: "anvil-high-level",
            label: "Platebodies and dart tips at an anvil (you supply bars)",
            fromLevel: 40,
            toLevel: 99,
            usdPerXp: "0.00001",
          },
          {
            id: "giants-foundry",
            label: "Giants' Foundry (you supply bars)",
            fromLevel: 15,
            toLevel: 99,
            usdPerXp: "0.00004",
            note: "Needs the Sleeping Giants quest",
          },
        ],
        defaultStartLevel: 40,
        defaultTargetLevel: 90,
      },
      optionGroups: [PLAY_METHOD, EXTRAS],
    },
    {
      sku: "skill-fishing",
      slug: "fishing",
      name: "Fishing training",
      imageSrc: "/art/skills.svg",
      shortDescription: "Fishing to 99 with fly fishing, barbarian fishing, karambwans or Tempoross.",
      longDescription:
        "We fish shrimp and then trout and salmon with a fly fishing rod, then switch to barbarian fishing, which also gives a little Agility and Strength XP. Karambwans are slower but fill your bank with food, and Tempoross earns reward permits for the angler outfit and the Tome of Water. Pick the method that suits your account.",
      requirements: [
        "Barbarian fishing: Barbarian Training, 48 Fishing, 15 Agility and 15 Strength (more for salmon and sturgeon)",
        "Karambwans: 65 Fishing and Tai Bwo Wannai Trio progress",
        "Tempoross: 35 Fishing",
      ],
      customerProvides: [
        "A fly fishing rod and feathers, or a barbarian rod and bait, or a karambwan vessel and raw karambwanji",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 1 day per 450K XP",
      faq: [
        {
          question: "Do I keep the fish?",
          answer: "Karambwans and Tempoross rewards stay on your account. Barbarian fishing drops the catch for speed.",
        },
      ],
      tags: ["Gathering"],
      pricing: {
        kind: "xp-range",
        skill: "Fishing",
        methods: [
          {
            id: "net-and-fly-fishing",
            label: "Shrimp, then fly fishing trout and salmon",
            fromLevel: 1,
            toLevel: 48,
            usdPerXp: "0.00008",
          },
          {
            id: "barbarian-fishing",
            label: "Barbarian fishing",
            fromLevel: 48,
            toLevel: 99,
            usdPerXp: "0.000032",
            note: "Needs Barbarian Training",
          },
          {
            id: "karambwans",
            label: "Karambwans (you keep the catch)",
            fromLevel: 65,
            toLevel: 99,
            usdPerXp: "0.00004",
          },
          { id: "tempoross", label: "Tempoross", fromLevel: 35, toLevel: 99, usdPerXp: "0.00005" },
        ],
        defaultStartLevel: 58,
        defaultTargetLevel: 90,
      },
      optionGroups: [PLAY_METHOD, EXTRAS],
    },
    {
      sku: "skill-cooking",
      slug: "cooking",
      name: "Cooking training",
      imageSrc: "/art/skills.svg",
      shortDescription: "Cooking to 99 with fish you supply, jugs of wine from 35, or 1-tick karambwans.",
      longDescription:
        "Cooking is quick and buyable: we cook the food you supply on a range. From 35, jugs of wine are the fastest and cheapest XP; from 30, 1-tick karambwans give a bank full of food as well as the XP. Burnt food is minimised with the cooking gauntlets if you have them.",
      requirements: ["Jugs of wine: 35 Cooking", "Karambwans: 30 Cooking and Tai Bwo Wannai Trio progress"],
      customerProvides: [
        "The raw food, or grapes and jugs of water for wine; the price shown is our labour only",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 1 day per 3M XP once the ingredients are in your bank",
      faq: [
        {
          question: "Why does wine give XP late?",
          answer:
            "Wine gives its Cooking XP when it finishes fermenting a few seconds after you make it, not on the click.",
        },
      ],
      tags: ["Artisan"],
      pricing: {
        kind: "xp-range",
        skill: "Cooking",
        methods: [
          { id: "cooking-fish", label: "Cooking fish you supply", fromLevel: 1, toLevel: 35, usdPerXp: "0.00002" },
          {
            id: "jugs-of-wine",
            label: "Jugs of wine (you supply grapes)",
            fromLevel: 35,
            toLevel: 99,
            usdPerXp: "0.000006",
          },
          {
            id: "karambwans",
            label: "1-tick karambwans (you supply them)",
            fromLevel: 30,
            toLevel: 99,
            usdPerXp: "0.000008",
          },
        ],
        defaultStartLevel: 35,
        defaultTargetLevel: 99,
      },
      optionGroups: [PLAY_METHOD, EXTRAS],
    },
    {
      sku: "skill-firemaking",
      slug: "firemaking",
      name: "Firemaking training",
      imageSrc: "/art/skills.svg",
      shortDescription: "Firemaking to 99 at the Wintertodt with supply crates, or by line-burning your logs.",
      longDescription:
        "From level 50 the Wintertodt is the go-to Firemaking method: solid XP with supply crates that give logs, ores, herbs, seeds and the pyromancer outfit. We burn logs you supply to get there, and line-burning your own maple, yew or magic logs is available as a cheaper labour option. Food for the Wintertodt's cold damage is on you.",
      requirements: ["50 Firemaking for the Wintertodt", "A tinderbox and an axe"],
      customerProvides: [
        "Logs for the early levels or line-burning, and food for the Wintertodt",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 1 day per 1.5M XP at the Wintertodt",
      faq: [
        {
          question: "Who gets the supply crates?",
          answer: "You do: every crate is opened on your account and the loot stays in your bank.",
        },
      ],
      tags: ["Artisan"],
      pricing: {
        kind: "xp-range",
        skill: "Firemaking",
        methods: [
          { id: "burning-logs", label: "Burning logs you supply", fromLevel: 1, toLevel: 50, usdPerXp: "0.00003" },
          { id: "wintertodt", label: "Wintertodt", fromLevel: 50, toLevel: 99, usdPerXp: "0.000012" },
          {
            id: "line-burning",
            label: "Line-burning maple to magic logs (you supply logs)",
            fromLevel: 50,
            toLevel: 99,
            usdPerXp: "0.000008",
          },
        ],
        defaultStartLevel: 50,
        defaultTargetLevel: 99,
      },
      optionGroups: [PLAY_METHOD, EXTRAS],
    },
    {
      sku: "skill-woodcutting",
      slug: "woodcutting",
      name: "Woodcutting training",
      imageSrc: "/art/skills.svg",
      shortDescription: "Woodcutting to 99 with oaks, willows and teaks, or yews, magics and redwoods.",
      longDescription:
        "We cut normal trees, oaks and willows to 35, then teaks for the fastest XP to 99. If you would rather keep valuable logs, yews and magic trees at the Woodcutting Guild and redwoods from 90 are slower but fill your bank. The best axe on the account is used throughout.",
      requirements: [
        "Woodcutting Guild: 60 Woodcutting",
        "Fossil Island teaks need Bone Voyage; we cut elsewhere if you don't have it",
      ],
      customerProvides: ["An axe suited to your level (rune or better recommended)", ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "About 1 day per 600K XP with teaks",
      faq: [
        {
          question: "Do Forestry events slow things down?",
          answer:
            "No: we join the events when they are worth it, and the leaves, bird nests and anima-infused bark they give stay yours.",
        },
      ],
      tags: ["Gathering"],
      pricing: {
        kind: "xp-range",
        skill: "Woodcutting",
        methods: [
          {
            id: "trees-oaks-willows",
            label: "Trees, oaks and willows",
            fromLevel: 1,
            toLevel: 35,
            usdPerXp: "0.00007",
          },
          { id: "teaks", label: "Teak trees", fromLevel: 35, toLevel: 99, usdPerXp: "0.000028" },
          {
            id: "yews-and-magics",
            label: "Yews and magic trees (you keep the logs)",
            fromLevel: 60,
            toLevel: 99,
            usdPerXp: "0.00006",
          },
          { id: "redwoods", label: "Redwood trees", fromLevel: 90, toLevel: 99, usdPerXp: "0.000045" },
        ],
        defaultStartLevel: 60,
        defaultTargetLevel: 90,
      },
      optionGroups: [PLAY_METHOD, EXTRAS],
    },
    {
      sku: "skill-agility",
      slug: "agility",
      name: "Agility training",
      imageSrc: "/art/skills.svg",
      shortDescription: "Rooftop courses from the Gnome Stronghold to Ardougne, with every mark of grace kept.",
      longDescription:
        "Agility raises your run energy regeneration and unlocks shortcuts all over the map. We run the Gnome Stronghold and Draynor courses, then the Canifis, Falador, Seers' Village and Ardougne rooftops, each at the level where it gives the best XP for the price. Every mark of grace picked up stays in your bank, enough for a full graceful outfit along the way.",
      requirements: [
        "Canifis rooftop: Priest in Peril for access to Morytania",
        "Seers' Village rooftop is fastest with the Kandarin Hard diary's Camelot teleport option",
      ],
      customerProvides: ["Summer pies and stamina potions are welcome but not required", ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "About 1 day per 450K XP (60→90 in 10–12 days)",
      faq: [
        {
          question: "Do I keep the marks of grace?",
          answer: "Yes, all of them. We can also buy the graceful outfit for you from Grace once there are enough.",
        },
        {
          question: "Why does Seers' Village cost the same per XP as Ardougne?",
          answer:
            "Ardougne gives more XP per hour but is more demanding to run; the two balance out, so the labour per XP is the same.",
        },
      ],
      tags: ["Support"],
      pricing: {
        kind: "xp-range",
        skill: "Agility",
        methods: [
          {
            id: "gnome-stronghold",
            label: "Gnome Stronghold and Draynor",
            fromLevel: 1,
            toLevel: 40,
            usdPerXp: "0.00007",
          },
          { id: "canifis", label: "Canifis rooftop", fromLevel: 40, toLevel: 50, usdPerXp: "0.000054" },
          { id: "falador", label: "Falador rooftop", fromLevel: 50, toLevel: 60, usdPerXp: "0.000045" },
          { id: "seers-village", label: "Seers' Village rooftop", fromLevel: 60, toLevel: 90, usdPerXp: "0.00002" },
          { id: "ardougne", label: "Ardougne rooftop", fromLevel: 90, toLevel: 99, usdPerXp: "0.00002" },
        ],
        defaultStartLevel: 60,
        defaultTargetLevel: 90,
      },
      optionGroups: [PLAY_METHOD, EXTRAS],
    },
    {
      sku: "skill-herblore",
      slug: "herblore",
      name: "Herblore training",
      imageSrc: "/art/skills.svg",
      shortDescription: "Herblore with your herbs and secondaries: prayer potions, super restores, brews and more.",
      longDescription:
        "Herblore is a buyable skill: the XP is in the herbs and secondaries you supply, and we mix them into potions that stay in your bank. From 38 we make prayer potions and move up through super restores at 63, Saradomin brews at 81 and super combat potions at 90, or whichever potions you need most. The account must have completed Druidic Ritual to use the skill at all.",
      requirements: ["Druidic Ritual"],
      customerProvides: [
        "Clean or grimy herbs, vials of water and the secondary ingredients; the price shown is our labour only",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 1 day per 2M XP once the ingredients are in your bank",
      faq: [
        {
          question: "Can you choose the potions for me?",
          answer:
            "Yes: send us your bank screenshot on live chat and we suggest the potions that get you to your target with the least waste.",
        },
      ],
      tags: ["Artisan"],
      pricing: {
        kind: "xp-range",
        skill: "Herblore",
        methods: [
          {
            id: "low-level-potions",
            label: "Attack to strength potions (you supply ingredients)",
            fromLevel: 1,
            toLevel: 38,
            usdPerXp: "0.00003",
          },
          {
            id: "high-level-potions",
            label: "Prayer potions and up (you supply ingredients)",
            fromLevel: 38,
            toLevel: 99,
            usdPerXp: "0.000005",
          },
        ],
        defaultStartLevel: 38,
        defaultTargetLevel: 90,
      },
      optionGroups: [PLAY_METHOD, EXTRAS],
    },
    {
      sku: "skill-thieving",
      slug: "thieving",
      name: "Thieving training",
      imageSrc: "/art/skills.svg",
      shortDescription: "Thieving to 99: fruit stalls, Ardougne knights, blackjacking or Pyramid Plunder.",
      longDescription:
        "We pickpocket men and steal from fruit stalls in Hosidius, then pickpocket Ardougne knights from 55, which is the best mix of XP and coins. Blackjacking in Pollnivneach is an alternative from 45, and Pyramid Plunder from 21 brings a chance at the pharaoh's sceptre. All the coins and loot stay yours.",
      requirements: [
        "Blackjacking: The Feud",
        "Pyramid Plunder: Icthlarin's Little Helper",
        "Dodgy necklaces and the Ardougne diary boost success rates",
      ],
      customerProvides: ["Food for failed pickpockets and dodgy necklaces if you have them", ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "About 1 day per 1M XP at Ardougne knights",
      faq: [
        {
          question: "Do I keep the coins?",
          answer: "Yes: every coin pouch is opened on your account and the coins stay in your bank.",
        },
      ],
      tags: ["Support"],
      pricing: {
        kind: "xp-range",
        skill: "Thieving",
        methods: [
          { id: "fruit-stalls", label: "Men, then fruit stalls", fromLevel: 1, toLevel: 55, usdPerXp: "0.00006" },
          { id: "ardougne-knights", label: "Ardougne knights", fromLevel: 55, toLevel: 99, usdPerXp: "0.00002" },
          {
            id: "blackjacking",
            label: "Blackjacking in Pollnivneach",
            fromLevel: 45,
            toLevel: 99,
            usdPerXp: "0.000025",
            note: "Needs The Feud",
          },
          {
            id: "pyramid-plunder",
            label: "Pyramid Plunder",
            fromLevel: 21,
            toLevel: 99,
            usdPerXp: "0.00003",
            note: "Needs Icthlarin's Little Helper",
          },
        ],
        defaultStartLevel: 55,
        defaultTargetLevel: 90,
      },
      optionGroups: [PLAY_METHOD, EXTRAS],
    },
    {
      sku: "skill-fletching",
      slug: "fletching",
      name: "Fletching training",
      imageSrc: "/art/skills.svg",
      shortDescription: "Fletching with your materials: stringing bows, or darts from 10 for the fastest XP.",
      longDescription:
        "Fletching is among the fastest skills to 99 when the materials are ready. We make arrow shafts and headless arrows first, then cut and string bows or, with The Tourist Trap done, fletch darts, which is almost pure click speed. The finished bows, arrows and darts stay yours.",
      requirements: ["Darts: The Tourist Trap and 10 Fletching (higher for better darts)"],
      customerProvides: [
        "Logs, bow strings, or dart tips and feathers; the price shown is our labour only",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 1 day per 3M XP once the materials are in your bank",
      faq: [
        {
          question: "Which darts should I buy tips for?",
          answer:
            "The best darts your level allows give the most XP per click; we tell you the mix for your range on live chat.",
        },
      ],
      tags: ["Artisan"],
      pricing: {
        kind: "xp-range",
        skill: "Fletching",
        methods: [
          {
            id: "arrow-shafts",
            label: "Arrow shafts and headless arrows",
            fromLevel: 1,
            toLevel: 10,
            usdPerXp: "0.00006",
          },
          {
            id: "bows",
            label: "Cutting and stringing bows (you supply logs and strings)",
            fromLevel: 10,
            toLevel: 99,
            usdPerXp: "0.000008",
          },
          {
            id: "darts",
            label: "Darts (you supply tips and feathers)",
            fromLevel: 10,
            toLevel: 99,
            usdPerXp: "0.000004",
            note: "Needs The Tourist Trap",
          },
        ],
        defaultStartLevel: 10,
        defaultTargetLevel: 85,
      },
      optionGroups: [PLAY_METHOD, EXTRAS],
    },
    {
      sku: "skill-slayer",
      slug: "slayer",
      name: "Slayer training",
      imageSrc: "/art/skills.svg",
      shortDescription: "Slayer tasks from the best master for your level, with every drop and point kept.",
      longDescription:
        "Slayer is the long-haul combat skill behind abyssal whips, Kraken tentacles and the Alchemical Hydra. We take tasks from Turael, Mazchna and Vannaka early on, then from Nieve or Duradel, skipping and blocking the tasks you agree with us. Burst and barrage tasks are a cheaper alternative if you supply the runes. All loot and Slayer points stay on your account.",
      requirements: [
        "Nieve needs 85 combat; Duradel needs 100 combat, 50 Slayer and Shilo Village",
        "Bursting: Ancient Magicks (Desert Treasure I)",
      ],
      customerProvides: [
        "Combat gear and supplies for the tasks, or the gold to buy them",
        "Runes for burst and barrage tasks, if chosen",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 1 day per 350K XP",
      faq: [
        {
          question: "What do you do with my Slayer points?",
          answer:
            "We spend them only on what you approve, usually block and skip slots, then the unlocks you pick from the reward shop.",
        },
        {
          question: "Do the combat stats go up too?",
          answer: "Yes: the combat XP from the kills is a free bonus on top of the Slayer XP you pay for.",
        },
      ],
      tags: ["Support"],
      pricing: {
        kind: "xp-range",
        skill: "Slayer",
        methods: [
          {
            id: "early-tasks",
            label: "Turael, Mazchna and Vannaka tasks",
            fromLevel: 1,
            toLevel: 50,
            usdPerXp: "0.00012",
          },
          { id: "nieve-duradel", label: "Nieve or Duradel tasks", fromLevel: 50, toLevel: 99, usdPerXp: "0.00009" },
          {
            id: "burst-tasks",
            label: "Burst and barrage tasks (you supply runes)",
            fromLevel: 70,
            toLevel: 99,
            usdPerXp: "0.00006",
            note: "Needs Ancient Magicks (Desert Treasure I)",
          },
        ],
        defaultStartLevel: 55,
        defaultTargetLevel: 85,
      },
      optionGroups: [PLAY_METHOD, EXTRAS],
    },
    {
      sku: "skill-farming",
      slug: "farming",
      name: "Farming training",
      imageSrc: "/art/skills.svg",
      shortDescription: "Farming with tree and fruit tree runs, Tithe Farm, or herb and allotment runs.",
      longDescription:
        "Farming XP mostly comes from planting and checking the health of trees, so we run your tree and fruit tree patches each time they grow. Early levels come from allotments and herbs, and Tithe Farm from 34 trains without any seeds or saplings. The harvests, and the Tithe Farm points for the farmer's outfit, stay on your account.",
      requirements: ["Tithe Farm: 34 Farming", "Fruit trees from 27 Farming; oak trees from 15"],
      customerProvides: [
        "Saplings, seeds, compost and the payment items for the farmers to protect your trees",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "Limited by growth times: roughly 1.5M XP per week with daily tree runs",
      faq: [
        {
          question: "Why does Farming take calendar time?",
          answer:
            "Trees take hours to grow, so the XP arrives in runs spread over days. Tithe Farm is the option that converts playing time straight into XP.",
        },
      ],
      tags: ["Gathering"],
      pricing: {
        kind: "xp-range",
        skill: "Farming",
        methods: [
          {
            id: "allotments-and-herbs",
            label: "Allotment and herb runs",
            fromLevel: 1,
            toLevel: 15,
            usdPerXp: "0.00006",
          },
          {
            id: "tree-runs",
            label: "Tree and fruit tree runs (you supply saplings)",
            fromLevel: 15,
            toLevel: 99,
            usdPerXp: "0.000009",
          },
          { id: "tithe-farm", label: "Tithe Farm", fromLevel: 34, toLevel: 99, usdPerXp: "0.00005" },
        ],
        defaultStartLevel: 15,
        defaultTargetLevel: 85,
      },
      optionGroups: [PLAY_METHOD, EXTRAS],
    },
    {
      sku: "skill-construction",
      slug: "construction",
      name: "Construction training",
      imageSrc: "/art/skills.svg",
      shortDescription: "Construction with your planks: oak larders, mahogany tables or Mahogany Homes contracts.",
      longDescription:
        "Construction is the classic buyable skill: the XP is in the planks. We build chairs and bookcases first, then mahogany tables from 52 for the fastest XP, with oak larders as the cheaper-plank option. Mahogany Homes contracts need far fewer planks and earn carpenter points, at a higher labour cost per XP. Level 75 for the gilded altar is a common target, and we can stop at any level you choose.",
      requirements: ["A player-owned house", "A servant (demon butler recommended) for the fastest plank methods"],
      customerProvides: [
        "The planks, nails or steel bars, and coins for the servant's wages; the price shown is our labour only",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 1 day per 3M XP once the planks are in your bank",
      faq: [
        {
          question: "How many planks do I need?",
          answer:
            "A mahogany table takes six mahogany planks for 840 XP; we calculate the exact number for your range on live chat.",
        },
      ],
      tags: ["Artisan"],
      pricing: {
        kind: "xp-range",
        skill: "Construction",
        methods: [
          {
            id: "chairs-and-bookcases",
            label: "Chairs and bookcases (you supply planks)",
            fromLevel: 1,
            toLevel: 33,
            usdPerXp: "0.000015",
          },
          {
            id: "mahogany-tables",
            label: "Mahogany tables (you supply planks)",
            fromLevel: 52,
            toLevel: 99,
            usdPerXp: "0.000004",
          },
          {
            id: "oak-larders",
            label: "Oak larders (you supply planks)",
            fromLevel: 33,
            toLevel: 99,
            usdPerXp: "0.000006",
          },
          {
            id: "mahogany-homes",
            label: "Mahogany Homes contracts",
            fromLevel: 1,
            toLevel: 99,
            usdPerXp: "0.00003",
          },
        ],
        defaultStartLevel: 1,
        defaultTargetLevel: 75,
      },
      optionGroups: [PLAY_METHOD, EXTRAS],
    },
    {
      sku: "skill-hunter",
      slug: "hunter",
      name: "Hunter training",
      imageSrc: "/art/skills.svg",
      shortDescription: "Hunter to 99 with red chinchompas, Hunters' Rumours, herbiboar or birdhouse runs.",
      longDescription:
        "We catch birds, butterflies, kebbits and salamanders early on, then red chinchompas from 63, which also leave you a stack of chins for Ranged training. Hunters' Rumours at the Hunter Guild and the herbiboar on Fossil Island are steady alternatives with good rewards, and birdhouse runs give passive XP and bird nests between other services.",
      requirements: [
        "Red chinchompas: 63 Hunter",
        "Herbiboar and birdhouses: Bone Voyage (herbiboar also needs 80 Hunter)",
        "Hunters' Rumours: 46 Hunter and access to the Hunter Guild",
      ],
      customerProvides: [
        "Box traps, bird snares and other hunting gear; logs and seeds for birdhouses",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 1 day per 800K XP with red chinchompas",
      faq: [
        {
          question: "Do I keep the chinchompas?",
          answer:
            "Yes: every chinchompa caught stays in your inventory and bank, ready for Ranged training or to sell.",
        },
      ],
      tags: ["Gathering"],
      pricing: {
        kind: "xp-range",
        skill: "Hunter",
        methods: [
          {
            id: "early-hunting",
            label: "Birds, butterflies, kebbits and salamanders",
            fromLevel: 1,
            toLevel: 63,
            usdPerXp: "0.00008",
          },
          { id: "red-chinchompas", label: "Red chinchompas", fromLevel: 63, toLevel: 99, usdPerXp: "0.00003" },
          { id: "hunters-rumours", label: "Hunters' Rumours", fromLevel: 46, toLevel: 99, usdPerXp: "0.00005" },
          {
            id: "herbiboar",
            label: "Herbiboar",
            fromLevel: 80,
            toLevel: 99,
            usdPerXp: "0.00004",
            note: "Needs Bone Voyage",
          },
          {
            id: "birdhouse-runs",
            label: "Birdhouse runs (you supply logs and seeds)",
            fromLevel: 5,
            toLevel: 99,
            usdPerXp: "0.000025",
            note: "Needs Bone Voyage; XP arrives over several days",
          },
        ],
        defaultStartLevel: 63,
        defaultTargetLevel: 90,
      },
      optionGroups: [PLAY_METHOD, EXTRAS],
    },
    {
      sku: "skill-sailing",
      slug: "sailing",
      name: "Sailing training",
      imageSrc: "/art/skills.svg",
      shortDescription: "The newest skill, released in November 2025: port tasks, charting and sea voyages.",
      longDescription:
        "Sailing is Old School RuneScape's 24th skill, released in November 2025. We train it with port tasks and charting and with sea voyages, choosing the best activity for your level as the community's methods settle. Our methods are updated as the skill evolves, and anything the voyages bring back stays on your account.",
      requirements: ["A members account"],
      customerProvides: [
        "Any supplies or upgrade materials you want us to use; we spend nothing you have not approved",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "Depends on the levels; we confirm a finish date on live chat before starting",
      faq: [
        {
          question: "Will the methods change?",
          answer:
            "Yes: Sailing is new and the best methods are still being found. We move to a better method as soon as one is proven, without changing the price you paid.",
        },
      ],
      tags: ["Support"],
      pricing: {
        kind: "xp-range",
        skill: "Sailing",
        methods: [
          {
            id: "port-tasks",
            label: "Port tasks and charting",
            fromLevel: 1,
            toLevel: 99,
            usdPerXp: "0.00006",
            note: "Methods are updated as the skill evolves",
          },
          {
            id: "sea-voyages",
            label: "Sea voyages",
            fromLevel: 1,
            toLevel: 99,
            usdPerXp: "0.00007",
            note: "Methods are updated as the skill evolves",
          },
        ],
        defaultStartLevel: 1,
        defaultTargetLevel: 50,
      },
      optionGroups: [PLAY_METHOD, EXTRAS],
    },
  ],
};
