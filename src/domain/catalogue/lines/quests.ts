import type { OptionGroup, ProductLineInput } from "../product-schema";
import { ACCOUNT_ACCESS, NO_LOGIN, PLAY_METHOD, SPEED_AND_STREAM } from "./shared-options";

/* Quests: one fixed price per quest, set by length and difficulty; Grandmaster quests cost the most. */

const QUEST_OPTIONS: OptionGroup[] = [PLAY_METHOD, SPEED_AND_STREAM];

const QUEST_PROVIDES = [
  "Quest items, gear and supplies on the account, or the gold to buy them",
  ACCOUNT_ACCESS,
  NO_LOGIN,
];

export const questsLine: ProductLineInput = {
  id: "quests",
  name: "Quests",
  basePath: "/osrs-quests",
  listingPath: "/osrs-quests",
  imageSrc: "/art/quests.svg",
  intro:
    "Quests completed by hand by players who know every puzzle and boss, from Lost City to the Grandmaster quests, on your way to the Quest cape.",
  products: [
    {
      sku: "quest-recipe-for-disaster",
      slug: "recipe-for-disaster",
      name: "Recipe for Disaster",
      imageSrc: "/art/quests.svg",
      shortDescription: "All ten Recipe for Disaster subquests, ending with the Culinaromancer and Barrows gloves.",
      longDescription:
        "Recipe for Disaster is a chain of ten subquests that frees the Lumbridge council from the Culinaromancer, worth 10 quest points in total. We complete every subquest you still need, from Another Cook's Quest to the final Grandmaster fight, and leave the Culinaromancer's Chest open so you can buy Barrows gloves, the best all-round gloves for most accounts. Subquests you have already finished are taken off the work, not the quality.",
      requirements: [
        "175 quest points to start the final subquest",
        "70 Cooking and 48 Agility (Freeing King Awowogei)",
        "Monkey Madness I, plus the prerequisite quests of every subquest",
      ],
      customerProvides: QUEST_PROVIDES,
      estimatedTime: "3–6 days after start",
      faq: [
        {
          question: "Does the price include the Barrows gloves?",
          answer:
            "The gloves are bought from the Culinaromancer's Chest with your own coins; we buy them for you at the end if the gold is in your bank.",
        },
        {
          question: "I have already done some subquests. Do I pay less?",
          answer: "Yes: tell us on live chat which subquests are done and we quote the rest.",
        },
      ],
      tags: ["Grandmaster", "Members"],
      pricing: { kind: "fixed", baseCents: 8_500 },
      optionGroups: QUEST_OPTIONS,
    },
    {
      sku: "quest-dragon-slayer-ii",
      slug: "dragon-slayer-ii",
      name: "Dragon Slayer II",
      imageSrc: "/art/quests.svg",
      shortDescription:
        "Grandmaster quest ending with Galvek; unlocks Vorkath, the Myths' Guild and the Lithkren Vault.",
      longDescription:
        "Dragon Slayer II is a Grandmaster quest worth 5 quest points that ends with a fight against Galvek. Completing it unlocks Vorkath as a boss, the Myths' Guild and the Lithkren Vault with its adamant and rune dragons. Our players handle the puzzles, the map pieces and the boss fights with your gear.",
      requirements: [
        "200 quest points",
        "75 Magic, 70 Smithing, 68 Mining, 62 Crafting, 60 Thieving, 50 Agility, 50 Construction and 50 Hitpoints",
        "Legends' Quest, Dream Mentor and Bone Voyage among its quest requirements",
      ],
      customerProvides: QUEST_PROVIDES,
      estimatedTime: "1–2 days after start",
      faq: [
        {
          question: "What gear do I need for Galvek?",
          answer:
            "A solid ranged setup, an anti-dragon shield or dragonfire shield, antifire potions and good food; we confirm your setup on live chat before starting.",
        },
      ],
      tags: ["Grandmaster", "Members"],
      pricing: { kind: "fixed", baseCents: 8_000 },
      optionGroups: QUEST_OPTIONS,
    },
    {
      sku: "quest-song-of-the-elves",
      slug: "song-of-the-elves",
      name: "Song of the Elves",
      imageSrc: "/art/quests.svg",
      shortDescription: "The elf series finale: beat the Fragment of Seren and unlock the crystal city of Prifddinas.",
      longDescription:
        "Song of the Elves is the Grandmaster finale of the elf quest series, worth 4 quest points, and ends with the Fragment of Seren. It unlocks Prifddinas, with the Gauntlet, Zalcano, its Agility course and crystal equipment. Our players take your account through the whole quest, including the long Fragment of Seren fight.",
      requirements: [
        "70 Agility, Construction, Farming, Herblore, Hunter, Mining, Smithing and Woodcutting",
        "Mourning's End Part II and Making History",
      ],
      customerProvides: QUEST_PROVIDES,
      estimatedTime: "2–3 days after start",
      faq: [
        {
          question: "Can the 70s be boosted?",
          answer:
            "Some can be boosted at the moment they are checked; we tell you which on live chat after looking at your stats.",
        },
      ],
      tags: ["Grandmaster", "Members"],
      pricing: { kind: "fixed", baseCents: 8_500 },
      optionGroups: QUEST_OPTIONS,
    },
    {
      sku: "quest-monkey-madness-ii",
      slug: "monkey-madness-ii",
      name: "Monkey Madness II",
      imageSrc: "/art/quests.svg",
      shortDescription: "Grandmaster gnome quest that unlocks demonic gorillas and Kruk's Dungeon on Ape Atoll.",
      longDescription:
        "Monkey Madness II is a Grandmaster quest worth 4 quest points, with stealth sections, puzzles and a hard final battle. It unlocks the demonic gorillas, who drop zenyte shards and ballista parts, and Kruk's Dungeon with its maniacal monkeys. Our players clear the whole quest on your account with your gear.",
      requirements: [
        "69 Slayer, 70 Crafting and 60 Hunter, with mid-level Agility, Thieving and Firemaking",
        "Monkey Madness I and the King Awowogei part of Recipe for Disaster among its quest requirements",
      ],
      customerProvides: QUEST_PROVIDES,
      estimatedTime: "1–2 days after start",
      faq: [
        {
          question: "Is the final fight hard on low-level accounts?",
          answer:
            "It is one of the harder quest fights; we check your combat stats and gear first and tell you if anything is missing.",
        },
      ],
      tags: ["Grandmaster", "Members"],
      pricing: { kind: "fixed", baseCents: 7_500 },
      optionGroups: QUEST_OPTIONS,
    },
    {
      sku: "quest-desert-treasure-i",
      slug: "desert-treasure-i",
      name: "Desert Treasure I",
      imageSrc: "/art/quests.svg",
      shortDescription: "Collect the four Diamonds of Azzanadra and unlock the Ancient Magicks spellbook.",
      longDescription:
        "Desert Treasure I is a Master quest worth 3 quest points in which you recover the four Diamonds of Azzanadra from Dessous, Kamil, Fareed and Damis. The reward is the Ancient Magicks spellbook, with Ice Barrage, Blood Barrage and the ancient teleports. Our players do every boss and puzzle with your gear, including on low-Defence accounts.",
      requirements: [
        "53 Thieving, 50 Magic, 50 Firemaking and 10 Slayer",
        "The Dig Site and Temple of Ikov among its quest requirements",
      ],
      customerProvides: QUEST_PROVIDES,
      estimatedTime: "6–12 hours after start",
      faq: [
        {
          question: "Can you do it on my 1 Defence pure?",
          answer: "Yes: the quest gives no Defence experience, and our players are used to the bosses on pures.",
        },
      ],
      tags: ["Master", "Members"],
      pricing: { kind: "fixed", baseCents: 4_000 },
      optionGroups: QUEST_OPTIONS,
    },
    {
      sku: "quest-desert-treasure-ii",
      slug: "desert-treasure-ii",
      name: "Desert Treasure II – The Fallen Empire",
      imageSrc: "/art/quests.svg",
      shortDescription: "Grandmaster quest that unlocks Duke Sucellus, the Leviathan, the Whisperer and Vardorvis.",
      longDescription:
        "Desert Treasure II – The Fallen Empire is a Grandmaster quest worth 5 quest points with some of the hardest quest fights in the game. It unlocks four bosses (Duke Sucellus, the Leviathan, the Whisperer and Vardorvis), whose vestiges make the Ultor, Bellator, Magus and Venator rings. Our players complete the investigation, the four boss encounters and the finale on your account.",
      requirements: [
        "75 Firemaking, 75 Magic, 70 Thieving, 62 Herblore, 60 Runecraft and 60 Construction",
        "Desert Treasure I and Secrets of the North among its quest requirements",
      ],
      customerProvides: QUEST_PROVIDES,
      estimatedTime: "1–3 days after start",
      faq: [
        {
          question: "What gear is needed?",
          answer:
            "Strong melee, ranged and magic setups help; send us your bank on live chat and we tell you whether it is enough.",
        },
        {
          question: "Do you also sell kills of the four bosses?",
          answer: "Yes: see our Desert Treasure II bosses page, including the Awakened versions.",
        },
      ],
      tags: ["Grandmaster", "Members"],
      pricing: { kind: "fixed", baseCents: 9_000 },
      optionGroups: QUEST_OPTIONS,
    },
    {
      sku: "quest-sins-of-the-father",
      slug: "sins-of-the-father",
      name: "Sins of the Father",
      imageSrc: "/art/quests.svg",
      shortDescription: "Myreque quest against Vanstrom Klause; unlocks Darkmeyer and the blisterwood flail.",
      longDescription:
        "Sins of the Father is a Master quest in the Myreque series, worth 2 quest points, ending with a fight against Vanstrom Klause. It gives access to Darkmeyer and the Hallowed Sepulchre and lets you make the blisterwood flail. Our players handle the stealth sections and the fight.",
      requirements: [
        "62 Woodcutting, 60 Fletching, 56 Crafting, 52 Agility, 50 Attack, 49 Slayer and 49 Magic",
        "Vampyre Slayer and A Taste of Hope",
      ],
      customerProvides: QUEST_PROVIDES,
      estimatedTime: "8–16 hours after start",
      faq: [
        {
          question: "Is this needed for the Hallowed Sepulchre?",
          answer: "Yes: the Sepulchre is in Darkmeyer, which opens with this quest.",
        },
      ],
      tags: ["Master", "Members"],
      pricing: { kind: "fixed", baseCents: 4_000 },
      optionGroups: QUEST_OPTIONS,
    },
    {
      sku: "quest-lunar-diplomacy",
      slug: "lunar-diplomacy",
      name: "Lunar Diplomacy",
      imageSrc: "/art/quests.svg",
      shortDescription: "Travel to Lunar Isle, pass the dream-world challenges and unlock the Lunar spellbook.",
      longDescription:
        "Lunar Diplomacy is an Experienced quest worth 2 quest points that takes you to Lunar Isle and through a dream world of mini-challenges. The reward is the Lunar spellbook and the Lunar equipment. Our players do the challenges and the final duel with yourself.",
      requirements: [
        "65 Magic and 61 Crafting, plus lower Defence, Firemaking, Herblore, Mining and Woodcutting requirements",
        "The Fremennik Trials and Lost City among its quest requirements",
      ],
      customerProvides: QUEST_PROVIDES,
      estimatedTime: "6–10 hours after start",
      faq: [
        {
          question: "Do you need my Magic level above 65 for the spells?",
          answer: "No for the quest; each Lunar spell has its own Magic level, which you train as usual.",
        },
      ],
      tags: ["Experienced", "Members"],
      pricing: { kind: "fixed", baseCents: 2_500 },
      optionGroups: QUEST_OPTIONS,
    },
    {
      sku: "quest-dream-mentor",
      slug: "dream-mentor",
      name: "Dream Mentor",
      imageSrc: "/art/quests.svg",
      shortDescription:
        "Help Cyrisus face his fears in a dream fight with a limited inventory; needed for Dragon Slayer II.",
      longDescription:
        "Dream Mentor is a Master quest worth 2 quest points in which you rebuild Cyrisus's confidence and fight the Inadequacy, the Everlasting, the Untouchable and the Illusive inside a dream. The dream fight is known as one of the trickier quest fights. It is a requirement for Dragon Slayer II and the Quest cape.",
      requirements: ["Combat level 85", "Lunar Diplomacy and Eadgar's Ruse"],
      customerProvides: QUEST_PROVIDES,
      estimatedTime: "3–6 hours after start",
      faq: [
        {
          question: "What happens if the dream fight fails?",
          answer: "It is retried at our cost; only the supplies of extra attempts come from your bank.",
        },
      ],
      tags: ["Master", "Members"],
      pricing: { kind: "fixed", baseCents: 3_000 },
      optionGroups: QUEST_OPTIONS,
    },
    {
      sku: "quest-the-fremennik-exiles",
      slug: "the-fremennik-exiles",
      name: "The Fremennik Exiles",
      imageSrc: "/art/quests.svg",
      shortDescription: "Fremennik quest that unlocks the Basilisk Knights and the Neitiznot faceguard.",
      longDescription:
        "The Fremennik Exiles is a Master quest worth 2 quest points set in the Fremennik Province. It opens Jormungand's Prison with its Basilisk Knights, whose basilisk jaw turns a helm of Neitiznot into the Neitiznot faceguard. Our players complete every step and the final fight on your account.",
      requirements: [
        "65 Slayer, 60 Crafting, 60 Smithing, 60 Fishing and 55 Runecraft",
        "The Fremennik Isles, Lunar Diplomacy, Mountain Daughter and Heroes' Quest",
      ],
      customerProvides: QUEST_PROVIDES,
      estimatedTime: "6–12 hours after start",
      faq: [
        {
          question: "Do I get the faceguard from the quest?",
          answer: "No: the quest unlocks the Basilisk Knights; the basilisk jaw is one of their drops.",
        },
      ],
      tags: ["Master", "Members"],
      pricing: { kind: "fixed", baseCents: 4_000 },
      optionGroups: QUEST_OPTIONS,
    },
    {
      sku: "quest-a-kingdom-divided",
      slug: "a-kingdom-divided",
      name: "A Kingdom Divided",
      imageSrc: "/art/quests.svg",
      shortDescription: "The Great Kourend quest that uncovers the conspiracy in the Kourend Council.",
      longDescription:
        "A Kingdom Divided is an Experienced quest in the Great Kourend series, worth 2 quest points, about corruption in the Kourend Council. It unlocks more Arceuus spellbook spells. Our players complete the five Kourend prerequisite quests too if you add them on live chat.",
      requirements: [
        "54 Agility, 52 Thieving, 52 Woodcutting, 50 Herblore, 42 Mining, 38 Crafting and 35 Magic",
        "The Depths of Despair, The Queen of Thieves, The Ascent of Arceuus, The Forsaken Tower and Tale of the Righteous",
      ],
      customerProvides: QUEST_PROVIDES,
      estimatedTime: "8–14 hours after start",
      faq: [
        {
          question: "Can you also do the Kourend quests before it?",
          answer: "Yes: tell us which are missing and we quote the whole chain.",
        },
      ],
      tags: ["Experienced", "Members"],
      pricing: { kind: "fixed", baseCents: 3_000 },
      optionGroups: QUEST_OPTIONS,
    },
    {
      sku: "quest-monkey-madness-i",
      slug: "monkey-madness-i",
      name: "Monkey Madness I",
      imageSrc: "/art/quests.svg",
      shortDescription: "Ape Atoll, the Jungle Demon and the right to wield the dragon scimitar.",
      longDescription:
        "Monkey Madness I is a Master quest worth 3 quest points that takes you to Ape Atoll and ends with the Jungle Demon. It unlocks the dragon scimitar and Ape Atoll, and its reward experience goes into combat skills of your choice. Tell us which skills you want, and pures keep their Defence at 1.",
      requirements: ["The Grand Tree and Tree Gnome Village", "43 Prayer recommended for the Jungle Demon"],
      customerProvides: QUEST_PROVIDES,
      estimatedTime: "6–10 hours after start",
      faq: [
        {
          question: "Which skills get the reward experience?",
          answer: "The ones you choose when ordering; we never pick Defence unless you ask for it.",
        },
      ],
      tags: ["Master", "Members"],
      pricing: { kind: "fixed", baseCents: 3_000 },
      optionGroups: QUEST_OPTIONS,
    },
    {
      sku: "quest-legends-quest",
      slug: "legends-quest",
      name: "Legends' Quest",
      imageSrc: "/art/quests.svg",
      shortDescription: "Explore the Kharazi Jungle and join the Legends' Guild with the cape of legends.",
      longDescription:
        "Legends' Quest is a long Master quest worth 4 quest points through the Kharazi Jungle, ending with Nezikchened. It unlocks the Legends' Guild and the cape of legends, and it is needed for Dragon Slayer II. Our players handle the jungle mapping, the puzzles and every fight.",
      requirements: [
        "107 quest points",
        "56 Magic, 52 Mining, 50 in Agility, Crafting, Smithing, Strength, Thieving and Woodcutting, 45 Herblore and 42 Prayer",
        "Heroes' Quest, Family Crest and Shilo Village among its quest requirements",
      ],
      customerProvides: QUEST_PROVIDES,
      estimatedTime: "10–18 hours after start",
      faq: [
        {
          question: "Is it needed for the Quest cape?",
          answer: "Yes, and for Dragon Slayer II.",
        },
      ],
      tags: ["Master", "Members"],
      pricing: { kind: "fixed", baseCents: 4_500 },
      optionGroups: QUEST_OPTIONS,
    },
    {
      sku: "quest-regicide",
      slug: "regicide",
      name: "Regicide",
      imageSrc: "/art/quests.svg",
      shortDescription: "Cross Isafdar and open Tirannwn, the way to Zulrah and the later elf quests.",
      longDescription:
        "Regicide is a Master quest worth 3 quest points in the elf series that takes you across Isafdar into Tirannwn. It opens the elven lands, including Zul-Andra for Zulrah, and leads on to the rest of the elf series. Our players handle the traps, the tracking and the fights.",
      requirements: ["56 Agility", "Underground Pass"],
      customerProvides: QUEST_PROVIDES,
      estimatedTime: "6–10 hours after start",
      faq: [
        {
          question: "Do I need Regicide for Zulrah?",
          answer: "Yes: Zul-Andra is in Tirannwn, which opens with Regicide.",
        },
      ],
      tags: ["Master", "Members"],
      pricing: { kind: "fixed", baseCents: 3_000 },
      optionGroups: QUEST_OPTIONS,
    },
    {
      sku: "quest-mournings-end-part-ii",
      slug: "mournings-end-part-ii",
      name: "Mourning's End Part II",
      imageSrc: "/art/quests.svg",
      shortDescription: "Solve the Temple of Light's crystal puzzle and unlock the Death altar.",
      longDescription:
        "Mourning's End Part II is a Master quest worth 2 quest points, known for the light-beam puzzle in the Temple of Light and its shadows and dark beasts. It unlocks the Death altar for crafting death runes and leads on to Song of the Elves. Our players solve the puzzle and handle the fights.",
      requirements: ["Mourning's End Part I complete (itself 60 Ranged and 50 Thieving)"],
      customerProvides: QUEST_PROVIDES,
      estimatedTime: "8–16 hours after start",
      faq: [
        {
          question: "Can you do Mourning's End Part I as well?",
          answer: "Yes: ask on live chat and we add it to the same order.",
        },
      ],
      tags: ["Master", "Members"],
      pricing: { kind: "fixed", baseCents: 4_500 },
      optionGroups: QUEST_OPTIONS,
    },
    {
      sku: "quest-dragon-slayer-i",
      slug: "dragon-slayer-i",
      name: "Dragon Slayer I",
      imageSrc: "/art/quests.svg",
      shortDescription: "Slay Elvarg on Crandor and wear the rune platebody and green d'hide body.",
      longDescription:
        "Dragon Slayer I is an Experienced free-to-play quest worth 2 quest points: gather the map to Crandor, repair a ship and slay Elvarg. It lets you wear the rune platebody and green dragonhide body. The reward experience includes Strength and Defence, so it is not for 1 Defence pures.",
      requirements: ["32 quest points", "An anti-dragon shield (given during the quest)"],
      customerProvides: QUEST_PROVIDES,
      estimatedTime: "2–5 hours after start",
      faq: [
        {
          question: "Does Dragon Slayer I give Defence experience?",
          answer: "Yes, so pures should not take it. Zerkers and mains are fine.",
        },
      ],
      tags: ["Experienced", "Free-to-play"],
      pricing: { kind: "fixed", baseCents: 1_000 },
      optionGroups: QUEST_OPTIONS,
    },
    {
      sku: "quest-lost-city",
      slug: "lost-city",
      name: "Lost City",
      imageSrc: "/art/quests.svg",
      shortDescription: "Find Zanaris, beat the Tree spirit and unlock the dragon longsword and dragon dagger.",
      longDescription:
        "Lost City is an Experienced quest worth 3 quest points: cut a dramen branch on Entrana after beating the Tree spirit and enter Zanaris. It unlocks the dragon longsword and dragon dagger and the dramen staff for fairy rings later on. It gives no combat experience, so it suits pures.",
      requirements: ["31 Crafting and 36 Woodcutting"],
      customerProvides: QUEST_PROVIDES,
      estimatedTime: "1–2 hours after start",
      faq: [
        {
          question: "Can I bring weapons to Entrana?",
          answer: "No: Entrana allows no weapons or armour, so we beat the Tree spirit with magic or bare hands.",
        },
      ],
      tags: ["Experienced", "Members"],
      pricing: { kind: "fixed", baseCents: 800 },
      optionGroups: QUEST_OPTIONS,
    },
    {
      sku: "quest-fairytale-i-growing-pains",
      slug: "fairytale-i-growing-pains",
      name: "Fairytale I – Growing Pains",
      imageSrc: "/art/quests.svg",
      shortDescription: "Defeat Tanglefoot in Zanaris and earn the magic secateurs.",
      longDescription:
        "Fairytale I – Growing Pains is an Experienced quest worth 2 quest points in which you save the fairy crops of Zanaris from Tanglefoot. The reward is the magic secateurs, which increase the yield of many farming patches. It leads straight into Fairytale II and the fairy rings.",
      requirements: ["Lost City and Nature Spirit"],
      customerProvides: QUEST_PROVIDES,
      estimatedTime: "2–4 hours after start",
      faq: [
        {
          question: "Can you do Fairytale II right after?",
          answer: "Yes: order both and we do them in one session.",
        },
      ],
      tags: ["Experienced", "Members"],
      pricing: { kind: "fixed", baseCents: 1_200 },
      optionGroups: QUEST_OPTIONS,
    },
    {
      sku: "quest-fairytale-ii-cure-a-queen",
      slug: "fairytale-ii-cure-a-queen",
      name: "Fairytale II – Cure a Queen",
      imageSrc: "/art/quests.svg",
      shortDescription: "Cure the Fairy Queen and open the fairy ring network.",
      longDescription:
        "Fairytale II – Cure a Queen is an Experienced quest worth 2 quest points that sees you track down the cure for the Fairy Queen. Its best-known reward is the fairy ring network, usable from partway through the quest. Our players complete it in full so nothing is left hanging in your quest log.",
      requirements: ["40 Thieving, 49 Farming and 57 Herblore", "Fairytale I – Growing Pains"],
      customerProvides: QUEST_PROVIDES,
      estimatedTime: "2–4 hours after start",
      faq: [
        {
          question: "Do I need a dramen staff?",
          answer: "Yes, for the fairy rings, unless the Lumbridge & Draynor Elite diary is done.",
        },
      ],
      tags: ["Experienced", "Members"],
      pricing: { kind: "fixed", baseCents: 1_200 },
      optionGroups: QUEST_OPTIONS,
    },
    {
      sku: "quest-animal-magnetism",
      slug: "animal-magnetism",
      name: "Animal Magnetism",
      imageSrc: "/art/quests.svg",
      shortDescription: "Help Ava in Draynor Manor and unlock Ava's attractor and accumulator.",
      longDescription:
        "Animal Magnetism is an Intermediate quest worth 1 quest point for Ava in Draynor Manor. The reward is Ava's device, which picks up and returns your arrows and bolts: the attractor, or the accumulator at 50 Ranged. It is also needed for Dragon Slayer II.",
      requirements: [
        "18 Slayer, 19 Crafting, 30 Ranged and 35 Woodcutting",
        "The Restless Ghost, Ernest the Chicken and Priest in Peril",
      ],
      customerProvides: QUEST_PROVIDES,
      estimatedTime: "2–4 hours after start",
      faq: [
        {
          question: "Which of Ava's devices do I get?",
          answer: "The attractor straight away; the accumulator needs 50 Ranged and is made by Ava when you have it.",
        },
      ],
      tags: ["Intermediate", "Members"],
      pricing: { kind: "fixed", baseCents: 1_000 },
      optionGroups: QUEST_OPTIONS,
    },
    {
      sku: "quest-horror-from-the-deep",
      slug: "horror-from-the-deep",
      name: "Horror from the Deep",
      imageSrc: "/art/quests.svg",
      shortDescription: "Repair the Lighthouse, beat the Dagannoth mother and choose your god book.",
      longDescription:
        "Horror from the Deep is an Experienced quest worth 2 quest points at the Lighthouse north of Barbarian Outpost, ending with the Dagannoth mother, whose weakness changes with her colour. The reward is a damaged god book of your choice, completed with pages from clue scrolls. Our players bring the right runes and switch styles for the fight.",
      requirements: ["35 Agility", "Runes for all four elemental strike spells or better"],
      customerProvides: QUEST_PROVIDES,
      estimatedTime: "2–4 hours after start",
      faq: [
        {
          question: "Which god book should I pick?",
          answer: "Tell us when ordering; we take the one you choose.",
        },
      ],
      tags: ["Experienced", "Members"],
      pricing: { kind: "fixed", baseCents: 1_200 },
      optionGroups: QUEST_OPTIONS,
    },
    {
      sku: "quest-the-fremennik-trials",
      slug: "the-fremennik-trials",
      name: "The Fremennik Trials",
      imageSrc: "/art/quests.svg",
      shortDescription: "Win the votes of the Rellekka council and buy the Fremennik helms, berserker helm included.",
      longDescription:
        "The Fremennik Trials is an Intermediate quest worth 3 quest points in which you earn the votes of the Rellekka council and a Fremennik name. It lets you buy the berserker, archer, farseer and warrior helms from Skulgrimen and opens the way to the other Fremennik quests. Our players complete every trial, including Koschei the deathless.",
      requirements: ["40 Woodcutting, 40 Crafting and 25 Fletching"],
      customerProvides: QUEST_PROVIDES,
      estimatedTime: "3–6 hours after start",
      faq: [
        {
          question: "Which helms can I buy afterwards?",
          answer: "The berserker, archer, farseer and warrior helms from Skulgrimen; each needs 45 Defence to wear.",
        },
      ],
      tags: ["Intermediate", "Members"],
      pricing: { kind: "fixed", baseCents: 1_500 },
      optionGroups: QUEST_OPTIONS,
    },
    {
      sku: "quest-heroes-quest",
      slug: "heroes-quest",
      name: "Heroes' Quest",
      imageSrc: "/art/quests.svg",
      shortDescription: "Prove yourself a hero and enter the Heroes' Guild; unlocks the dragon battleaxe.",
      longDescription:
        "Heroes' Quest is an Experienced quest worth 1 quest point in which you gather three items, including the fire feather and a lava eel, to join the Heroes' Guild. It unlocks the guild and lets you wield the dragon battleaxe and dragon mace. One step needs a partner from the other Shield of Arrav gang, which our team provides.",
      requirements: [
        "55 quest points",
        "53 Cooking, 53 Fishing, 50 Mining and 25 Herblore",
        "Shield of Arrav, Lost City, Merlin's Crystal, Dragon Slayer I and Druidic Ritual",
      ],
      customerProvides: QUEST_PROVIDES,
      estimatedTime: "3–6 hours after start",
      faq: [
        {
          question: "Do I need to find a partner from the other gang?",
          answer: "No: one of our players logs in as your partner for that step.",
        },
      ],
      tags: ["Experienced", "Members"],
      pricing: { kind: "fixed", baseCents: 1_500 },
      optionGroups: QUEST_OPTIONS,
    },
    {
      sku: "quest-while-guthix-sleeps",
      slug: "while-guthix-sleeps",
      name: "While Guthix Sleeps",
      imageSrc: "/art/quests.svg",
      shortDescription: "The Mahjarrat Grandmaster quest against Lucien that unlocks the Tormented Demons.",
      longDescription:
        "While Guthix Sleeps is a long Grandmaster quest worth 5 quest points about Lucien's hunt for the Stone of Jas, with stealth, investigation and several hard fights. It unlocks the Tormented Demons, whose drops feed some of the newest weapons in the game. Our players take it from start to finish on your account.",
      requirements: [
        "A high quest point total and a long list of skill requirements, which we check on live chat",
        "Defender of Varrock and The Path of Glouphrie among its quest requirements",
      ],
      customerProvides: QUEST_PROVIDES,
      estimatedTime: "2–3 days after start",
      faq: [
        {
          question: "How do I know if my account can start it?",
          answer:
            "Send us your username on live chat; we check every requirement and quote the missing quests if there are any.",
        },
      ],
      tags: ["Grandmaster", "Members"],
      pricing: { kind: "fixed", baseCents: 8_500 },
      optionGroups: QUEST_OPTIONS,
    },
    {
      sku: "quest-secrets-of-the-north",
      slug: "secrets-of-the-north",
      name: "Secrets of the North",
      imageSrc: "/art/quests.svg",
      shortDescription: "Solve the Carnillean murder and reach the prison under Weiss; unlocks the Phantom Muspah.",
      longDescription:
        "Secrets of the North is a Master quest in the Mahjarrat series, worth 2 quest points, that starts with a murder in the Carnillean Mansion and ends deep beneath Weiss. It unlocks the Phantom Muspah and is needed for Desert Treasure II. Our players handle the investigation and the fights.",
      requirements: [
        "69 Agility, 64 Thieving and 56 Hunter",
        "Making Friends with My Arm, Devious Minds and The Hazeel Cult among its quest requirements",
        "Combat level 85 recommended",
      ],
      customerProvides: QUEST_PROVIDES,
      estimatedTime: "6–10 hours after start",
      faq: [
        {
          question: "Is it needed for Desert Treasure II?",
          answer: "Yes, so many customers order both together.",
        },
      ],
      tags: ["Master", "Members"],
      pricing: { kind: "fixed", baseCents: 4_000 },
      optionGroups: QUEST_OPTIONS,
    },
  ],
};
