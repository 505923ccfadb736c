import type { OptionGroup, Pricing, ProductLineInput } from "../product-schema";
import { ACCOUNT_ACCESS, NO_LOGIN, PLAY_METHOD, SPEED_AND_STREAM } from "./shared-options";

/* Achievement diaries: one product per region, priced by tier (Easy, Medium, Hard, Elite). */

const DIARY_OPTIONS: OptionGroup[] = [PLAY_METHOD, SPEED_AND_STREAM];

const DIARY_PROVIDES = ["The items the tasks use, or the gold to buy them", ACCOUNT_ACCESS, NO_LOGIN];

const DIARY_REQUIREMENTS = [
  "The skill levels and quests the chosen tier's tasks ask for (many levels can be boosted)",
  "We check your account on live chat before starting and quote any missing levels or quests",
];

const LOWER_TIERS_FAQ = {
  question: "Does the price include the lower tiers?",
  answer:
    "No: each tier is priced on its own. If you also need a lower tier, add it to your cart as well and we do them in one go.",
};

/** The four tiers of a region, each rewarding the next version of the region's item and an antique lamp. */
function diaryTiers(item: string, [easy, medium, hard, elite]: [number, number, number, number]): Pricing {
  return {
    kind: "tiered",
    tierLabel: "Tier",
    tiers: [
      { id: "easy", label: "Easy", priceCents: easy, description: `${item} 1 and an antique lamp` },
      { id: "medium", label: "Medium", priceCents: medium, description: `${item} 2 and an antique lamp` },
      { id: "hard", label: "Hard", priceCents: hard, description: `${item} 3 and an antique lamp` },
      { id: "elite", label: "Elite", priceCents: elite, description: `${item} 4 and an antique lamp` },
    ],
  };
}

export const diariesLine: ProductLineInput = {
  id: "diaries",
  name: "Achievement Diaries",
  basePath: "/osrs-diaries",
  listingPath: "/osrs-diaries",
  imageSrc: "/art/diaries.svg",
  intro:
    "All twelve achievement diaries, Easy to Elite, completed task by task so you can claim the region's reward item and its lamp.",
  products: [
    {
      sku: "diary-ardougne",
      slug: "ardougne",
      name: "Ardougne Diary",
      imageSrc: "/art/diaries.svg",
      shortDescription: "Ardougne tasks from Easy to Elite, for the Ardougne cloak and its teleports.",
      longDescription:
        "The Ardougne diary covers East and West Ardougne and the land around them. Its reward is the Ardougne cloak, which teleports you to the Ardougne Monastery and, from the Medium tier, to the Ardougne farming patch. Higher tiers also raise your pickpocketing success in Ardougne, which makes the Elite a favourite of Thieving trainers.",
      requirements: DIARY_REQUIREMENTS,
      customerProvides: DIARY_PROVIDES,
      estimatedTime: "Easy 1 day, Elite 3–7 days after start",
      faq: [
        LOWER_TIERS_FAQ,
        {
          question: "Why is the Elite tier dearer?",
          answer:
            "Its tasks ask for high levels and long grinds, so it takes our players much longer than other Elites.",
        },
      ],
      tags: ["Kandarin", "Ardougne"],
      pricing: diaryTiers("Ardougne cloak", [800, 2_500, 7_500, 22_000]),
      optionGroups: DIARY_OPTIONS,
    },
    {
      sku: "diary-desert",
      slug: "desert",
      name: "Desert Diary",
      imageSrc: "/art/diaries.svg",
      shortDescription: "Kharidian Desert tasks from Easy to Elite, for the desert amulet.",
      longDescription:
        "The Desert diary covers the Kharidian Desert, from Pollnivneach and Nardah to the Bandit Camp. Its reward is the desert amulet, which from the Medium tier teleports you to Nardah, with more desert perks at higher tiers. Our players complete every task of the tier you choose.",
      requirements: DIARY_REQUIREMENTS,
      customerProvides: DIARY_PROVIDES,
      estimatedTime: "Easy 1 day, Elite 2–5 days after start",
      faq: [
        LOWER_TIERS_FAQ,
        {
          question: "Do the desert tasks need waterskins?",
          answer: "Yes for the hot parts of the desert; bring some or the gold to buy them and we handle the rest.",
        },
      ],
      tags: ["Desert"],
      pricing: diaryTiers("Desert amulet", [800, 2_500, 7_000, 18_000]),
      optionGroups: DIARY_OPTIONS,
    },
    {
      sku: "diary-falador",
      slug: "falador",
      name: "Falador Diary",
      imageSrc: "/art/diaries.svg",
      shortDescription: "Falador and Asgarnia tasks from Easy to Elite, for the Falador shield.",
      longDescription:
        "The Falador diary covers Falador, Port Sarim, Rimmington and Taverley. Its reward is the Falador shield, which restores Prayer points once a day, and from the Hard tier can locate the Giant Mole. Our players complete every task of the tier you choose.",
      requirements: DIARY_REQUIREMENTS,
      customerProvides: DIARY_PROVIDES,
      estimatedTime: "Easy 1 day, Elite 2–5 days after start",
      faq: [
        LOWER_TIERS_FAQ,
        {
          question: "Is the Falador shield worth it for the Giant Mole?",
          answer: "Yes: the Hard shield's locate option shows where the Mole is, which saves a lot of searching.",
        },
      ],
      tags: ["Asgarnia", "Falador"],
      pricing: diaryTiers("Falador shield", [800, 2_500, 7_000, 17_000]),
      optionGroups: DIARY_OPTIONS,
    },
    {
      sku: "diary-fremennik",
      slug: "fremennik",
      name: "Fremennik Diary",
      imageSrc: "/art/diaries.svg",
      shortDescription: "Fremennik Province tasks from Easy to Elite, for the Fremennik sea boots.",
      longDescription:
        "The Fremennik diary covers Rellekka, the Fremennik Isles, Waterbirth Island and the Troll Country. Its reward is the Fremennik sea boots, with a teleport to Rellekka and better perks at higher tiers. The Elite tier includes the Dagannoth Kings and other boss tasks, which our players handle with your gear.",
      requirements: DIARY_REQUIREMENTS,
      customerProvides: DIARY_PROVIDES,
      estimatedTime: "Easy 1 day, Elite 3–6 days after start",
      faq: [LOWER_TIERS_FAQ],
      tags: ["Fremennik"],
      pricing: diaryTiers("Fremennik sea boots", [800, 2_500, 7_500, 19_000]),
      optionGroups: DIARY_OPTIONS,
    },
    {
      sku: "diary-kandarin",
      slug: "kandarin",
      name: "Kandarin Diary",
      imageSrc: "/art/diaries.svg",
      shortDescription: "Kandarin tasks from Easy to Elite, for the Kandarin headgear and Seers' Village perks.",
      longDescription:
        "The Kandarin diary covers Seers' Village, Catherby, Camelot and the land around them. Its reward is the Kandarin headgear, which also works as a light source, and from the Hard tier the Camelot Teleport can take you straight to the Seers' Village bank. The Elite tier has some of the longest tasks of any diary, which is why it costs more.",
      requirements: DIARY_REQUIREMENTS,
      customerProvides: DIARY_PROVIDES,
      estimatedTime: "Easy 1 day, Elite 3–7 days after start",
      faq: [
        LOWER_TIERS_FAQ,
        {
          question: "Is the Seers' bank teleport worth the Hard tier?",
          answer:
            "For anyone training at Seers' Village, yes: it puts you beside the bank with every Camelot Teleport.",
        },
      ],
      tags: ["Kandarin"],
      pricing: diaryTiers("Kandarin headgear", [800, 2_500, 7_500, 22_000]),
      optionGroups: DIARY_OPTIONS,
    },
    {
      sku: "diary-karamja",
      slug: "karamja",
      name: "Karamja Diary",
      imageSrc: "/art/diaries.svg",
      shortDescription: "Karamja tasks from Easy to Elite, for the Karamja gloves and their teleports.",
      longDescription:
        "The Karamja diary covers Brimhaven, Shilo Village, Tai Bwo Wannai and the TzHaar city. Its reward is the Karamja gloves, and higher tiers add teleports to the Shilo Village gem mine and to Duradel, the Slayer master. The Easy and Medium tiers are among the quickest diaries in the game, so they are priced a little lower.",
      requirements: DIARY_REQUIREMENTS,
      customerProvides: DIARY_PROVIDES,
      estimatedTime: "Easy half a day, Elite 2–5 days after start",
      faq: [LOWER_TIERS_FAQ],
      tags: ["Karamja"],
      pricing: diaryTiers("Karamja gloves", [600, 2_000, 6_000, 16_000]),
      optionGroups: DIARY_OPTIONS,
    },
    {
      sku: "diary-kourend-and-kebos",
      slug: "kourend-and-kebos",
      name: "Kourend & Kebos Diary",
      imageSrc: "/art/diaries.svg",
      shortDescription: "Great Kourend and Kebos Lowlands tasks from Easy to Elite, for Rada's blessing.",
      longDescription:
        "The Kourend & Kebos diary covers the five cities of Great Kourend and the Kebos Lowlands. Its reward is Rada's blessing, with a teleport to the Kourend Woodland and, from the Hard tier, to Mount Karuulm. Our players complete every task of the tier you choose, the Kourend bosses and Slayer tasks included.",
      requirements: DIARY_REQUIREMENTS,
      customerProvides: DIARY_PROVIDES,
      estimatedTime: "Easy 1 day, Elite 3–6 days after start",
      faq: [LOWER_TIERS_FAQ],
      tags: ["Kourend"],
      pricing: diaryTiers("Rada's blessing", [800, 2_800, 7_500, 20_000]),
      optionGroups: DIARY_OPTIONS,
    },
    {
      sku: "diary-lumbridge-and-draynor",
      slug: "lumbridge-and-draynor",
      name: "Lumbridge & Draynor Diary",
      imageSrc: "/art/diaries.svg",
      shortDescription: "Lumbridge and Draynor tasks from Easy to Elite, for the Explorer's ring.",
      longDescription:
        "The Lumbridge & Draynor diary covers Lumbridge, Draynor Village, Draynor Manor and the Lumbridge Swamp. Its reward is the Explorer's ring, which restores run energy and at higher tiers gives free alchemy casts and a cabbage-patch teleport. The Elite tier lets you use fairy rings without a dramen staff.",
      requirements: DIARY_REQUIREMENTS,
      customerProvides: DIARY_PROVIDES,
      estimatedTime: "Easy half a day, Elite 2–5 days after start",
      faq: [
        LOWER_TIERS_FAQ,
        {
          question: "Is the Elite worth it for fairy rings alone?",
          answer: "Many players think so: no more carrying a dramen or lunar staff to use a fairy ring.",
        },
      ],
      tags: ["Misthalin", "Lumbridge"],
      pricing: diaryTiers("Explorer's ring", [600, 2_200, 6_500, 17_000]),
      optionGroups: DIARY_OPTIONS,
    },
    {
      sku: "diary-morytania",
      slug: "morytania",
      name: "Morytania Diary",
      imageSrc: "/art/diaries.svg",
      shortDescription: "Morytania tasks from Easy to Elite, for the Morytania legs and the Barrows bonus.",
      longDescription:
        "The Morytania diary covers Canifis, Port Phasmatys, the Slayer Tower, Barrows and Burgh de Rott. Its reward is the Morytania legs, with teleports around Morytania, and from the Hard tier the Barrows chest gives 50% more runes. It is a favourite of anyone who runs Barrows.",
      requirements: DIARY_REQUIREMENTS,
      customerProvides: DIARY_PROVIDES,
      estimatedTime: "Easy 1 day, Elite 2–6 days after start",
      faq: [
        LOWER_TIERS_FAQ,
        {
          question: "Does the Barrows bonus need the Elite tier?",
          answer: "No: the extra Barrows runes come with the Hard tier.",
        },
      ],
      tags: ["Morytania"],
      pricing: diaryTiers("Morytania legs", [800, 2_500, 7_000, 19_000]),
      optionGroups: DIARY_OPTIONS,
    },
    {
      sku: "diary-varrock",
      slug: "varrock",
      name: "Varrock Diary",
      imageSrc: "/art/diaries.svg",
      shortDescription: "Varrock tasks from Easy to Elite, for the Varrock armour and Zaff's battlestaves.",
      longDescription:
        "The Varrock diary covers Varrock, the Grand Exchange and the land around them. Its reward is the Varrock armour, which gives a chance of extra ore when mining and an extra bar when smelting; from the Medium tier the Varrock Teleport can take you to the Grand Exchange. Every tier also raises the number of cheap battlestaves Zaff sells you each day.",
      requirements: DIARY_REQUIREMENTS,
      customerProvides: DIARY_PROVIDES,
      estimatedTime: "Easy half a day, Elite 2–5 days after start",
      faq: [
        LOWER_TIERS_FAQ,
        {
          question: "Is the Grand Exchange teleport in the Easy tier?",
          answer: "No: it comes with the Medium tier.",
        },
      ],
      tags: ["Misthalin", "Varrock"],
      pricing: diaryTiers("Varrock armour", [700, 2_200, 6_500, 17_000]),
      optionGroups: DIARY_OPTIONS,
    },
    {
      sku: "diary-western-provinces",
      slug: "western-provinces",
      name: "Western Provinces Diary",
      imageSrc: "/art/diaries.svg",
      shortDescription: "Western Provinces tasks from Easy to Elite, for the Western banner and Elite Void.",
      longDescription:
        "The Western Provinces diary covers the Gnome Stronghold, Feldip Hills, Pest Control, Tirannwn and Zul-Andra. Its reward is the Western banner, and the Hard tier is the one that lets you upgrade Void knight equipment to Elite Void at Pest Control. Our players complete every task of the tier you choose.",
      requirements: DIARY_REQUIREMENTS,
      customerProvides: DIARY_PROVIDES,
      estimatedTime: "Easy 1 day, Elite 3–6 days after start",
      faq: [
        LOWER_TIERS_FAQ,
        {
          question: "Which tier do I need for Elite Void?",
          answer: "The Hard tier. Our Pest Control service can then earn the Elite Void pieces for you.",
        },
      ],
      tags: ["Kandarin", "Tirannwn"],
      pricing: diaryTiers("Western banner", [800, 2_500, 7_500, 20_000]),
      optionGroups: DIARY_OPTIONS,
    },
    {
      sku: "diary-wilderness",
      slug: "wilderness",
      name: "Wilderness Diary",
      imageSrc: "/art/diaries.svg",
      shortDescription: "Wilderness tasks from Easy to Elite, for the Wilderness sword and Resource Area perks.",
      longDescription:
        "The Wilderness diary sends you into PvP areas for its tasks, from the Mage Arena to the Wilderness bosses. Its reward is the Wilderness sword, which always slashes webs; higher tiers cut the Wilderness Resource Area entry fee and the Elite sword teleports to the Fountain of Rune. Wilderness work carries PvP risk, so our players bring only what each task needs, and the tiers are priced higher.",
      requirements: [
        ...DIARY_REQUIREMENTS,
        "You accept that items carried into the Wilderness can be lost to player killers",
      ],
      customerProvides: DIARY_PROVIDES,
      estimatedTime: "Easy 1 day, Elite 3–7 days after start",
      faq: [
        LOWER_TIERS_FAQ,
        {
          question: "What if your player is killed in the Wilderness?",
          answer:
            "We keep the risk low by carrying only what a task needs; anything we lose through our own mistake we replace.",
        },
      ],
      tags: ["Wilderness"],
      pricing: diaryTiers("Wilderness sword", [1_000, 3_000, 8_500, 23_000]),
      optionGroups: DIARY_OPTIONS,
    },
  ],
};
