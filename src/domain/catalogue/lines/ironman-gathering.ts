import type { ProductLineInput } from "../product-schema";
import { ACCOUNT_ACCESS, NO_LOGIN } from "./shared-options";

/*
 * Ironman gathering: resources gathered by hand on the customer's own ironman account and banked
 * there, sold per batch of 1,000 (bulk items) or 100 (rare or slow items) with a volume break at
 * 10 batches. Ironmen cannot trade, so nothing is ever handed over from another account.
 */

const ON_YOUR_IRONMAN =
  "Everything is gathered on your own ironman and banked there; nothing is traded, so your ironman status is untouched";

export const ironmanGatheringLine: ProductLineInput = {
  id: "ironman-gathering",
  name: "Ironman Gathering",
  basePath: "/osrs-ironman-gathering",
  listingPath: "/osrs-ironman-gathering",
  imageSrc: "/art/ironman-gathering.svg",
  intro:
    "Ores, logs, herbs, secondaries, fish and more, gathered by hand on your ironman and banked there: no trades, no rule-breaking, just a fuller bank.",
  products: [
    {
      sku: "gather-iron-ore",
      slug: "iron-ore",
      name: "Iron ore",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Iron ore mined and banked on your ironman, for steel bars, Smithing and Crafting.",
      longDescription:
        "Iron ore is the base of every steel bar an ironman smelts, and the cannonballs and Smithing training that follow. We mine it at iron rocks close to a bank, using the Mining Guild once the account has the level, and bank every ore on your account.",
      requirements: ["15 Mining (60 for the Mining Guild rocks)"],
      customerProvides: [ON_YOUR_IRONMAN, "A pickaxe suited to your Mining level", ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "About 1.5 hours per 1,000 ore",
      faq: [
        {
          question: "Do I get the Mining XP too?",
          answer: "Yes: all the XP from gathering goes to your account along with the ore.",
        },
      ],
      tags: ["Ores"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 1,000",
        unitLabelPlural: "batches of 1,000",
        minCount: 1,
        maxCount: 50,
        defaultCount: 5,
        unitTiers: [
          { from: 1, unitCents: 600 },
          { from: 10, unitCents: 570 },
        ],
      },
    },
    {
      sku: "gather-coal",
      slug: "coal",
      name: "Coal",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Coal mined and banked on your ironman, for steel, mithril, adamant and rune bars.",
      longDescription:
        "Every bar above iron needs coal, and an ironman never has enough of it. We mine coal in the Mining Guild and at the Motherlode Mine, where the pay-dirt also brings golden nuggets, and bank it all on your account or in your coal bag.",
      requirements: ["30 Mining (60 for the Mining Guild)"],
      customerProvides: [
        ON_YOUR_IRONMAN,
        "A pickaxe suited to your Mining level; a coal bag if you have one",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 2 hours per 1,000 coal",
      faq: [
        {
          question: "Can you put the coal straight into the Blast Furnace?",
          answer:
            "Yes, if you ask: we can deposit it at the Blast Furnace instead of the bank, ready for your next bars.",
        },
      ],
      tags: ["Ores"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 1,000",
        unitLabelPlural: "batches of 1,000",
        minCount: 1,
        maxCount: 50,
        defaultCount: 5,
        unitTiers: [
          { from: 1, unitCents: 1_000 },
          { from: 10, unitCents: 950 },
        ],
      },
    },
    {
      sku: "gather-mithril-ore",
      slug: "mithril-ore",
      name: "Mithril ore",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Mithril ore mined and banked on your ironman, for mithril bars, darts and grapples.",
      longDescription:
        "Mithril bars make mithril darts, grapples for Kree'arra and a good chunk of Smithing XP. We mine mithril at rocks near a bank, mostly in the Mining Guild, and bank every ore on your account.",
      requirements: ["55 Mining"],
      customerProvides: [ON_YOUR_IRONMAN, "A pickaxe suited to your Mining level", ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "About 4 hours per 1,000 ore",
      faq: [
        {
          question: "Can you smelt the ore into bars as well?",
          answer: "Yes: ask on live chat and we add the smelting, using coal from your bank, for a small extra fee.",
        },
      ],
      tags: ["Ores"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 1,000",
        unitLabelPlural: "batches of 1,000",
        minCount: 1,
        maxCount: 30,
        defaultCount: 2,
        unitTiers: [
          { from: 1, unitCents: 2_200 },
          { from: 10, unitCents: 2_100 },
        ],
      },
    },
    {
      sku: "gather-adamantite-ore",
      slug: "adamantite-ore",
      name: "Adamantite ore",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Adamantite ore mined on your ironman in batches of 100, for adamant bars and darts.",
      longDescription:
        "Adamantite rocks are slow to respawn, so we sell this ore in batches of 100. We world-hop between adamantite rocks near a bank, including the Mining Guild, and bank every ore on your account.",
      requirements: ["70 Mining"],
      customerProvides: [ON_YOUR_IRONMAN, "A pickaxe suited to your Mining level", ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "About 1 hour per 100 ore",
      faq: [
        {
          question: "Why batches of 100?",
          answer: "Adamantite rocks take a while to come back after each ore, so 100 is a sensible unit of work.",
        },
      ],
      tags: ["Ores"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 100",
        unitLabelPlural: "batches of 100",
        minCount: 1,
        maxCount: 50,
        defaultCount: 5,
        unitTiers: [
          { from: 1, unitCents: 500 },
          { from: 10, unitCents: 475 },
        ],
      },
    },
    {
      sku: "gather-runite-ore",
      slug: "runite-ore",
      name: "Runite ore",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Runite ore mined on your ironman in batches of 100, hopping between rune rocks.",
      longDescription:
        "Runite rocks are few and take many minutes to respawn, which makes rune bars one of an ironman's slowest resources. We world-hop between runite rocks outside the Wilderness and bank every ore on your account; Wilderness rocks are used only if you ask for them.",
      requirements: ["85 Mining"],
      customerProvides: [ON_YOUR_IRONMAN, "A pickaxe suited to your Mining level", ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "About 5 hours per 100 ore",
      faq: [
        {
          question: "Do you mine in the Wilderness?",
          answer: "Not unless you ask: the default is the safe rocks only, so nothing on your account is put at risk.",
        },
      ],
      tags: ["Ores"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 100",
        unitLabelPlural: "batches of 100",
        minCount: 1,
        maxCount: 20,
        defaultCount: 1,
        unitTiers: [
          { from: 1, unitCents: 4_000 },
          { from: 10, unitCents: 3_800 },
        ],
      },
    },
    {
      sku: "gather-gold-ore",
      slug: "gold-ore",
      name: "Gold ore",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Gold ore mined and banked on your ironman, for jewellery and Blast Furnace Smithing XP.",
      longDescription:
        "Gold ore feeds an ironman's jewellery Crafting and, with goldsmith gauntlets, the fastest Smithing XP at the Blast Furnace. We mine it at gold rocks near a bank and bank every ore on your account.",
      requirements: ["40 Mining"],
      customerProvides: [ON_YOUR_IRONMAN, "A pickaxe suited to your Mining level", ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "About 3 hours per 1,000 ore",
      faq: [
        {
          question: "Is this enough for Smithing training?",
          answer:
            "Each gold bar gives 56.2 Smithing XP with goldsmith gauntlets, so 1,000 ore is about 56K XP; we can calculate your total on live chat.",
        },
      ],
      tags: ["Ores"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 1,000",
        unitLabelPlural: "batches of 1,000",
        minCount: 1,
        maxCount: 50,
        defaultCount: 3,
        unitTiers: [
          { from: 1, unitCents: 2_000 },
          { from: 10, unitCents: 1_900 },
        ],
      },
    },
    {
      sku: "gather-oak-logs",
      slug: "oak-logs",
      name: "Oak logs",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Oak logs chopped and banked on your ironman, for oak planks, Fletching and Firemaking.",
      longDescription:
        "Oak logs turn into oak planks for early Construction, oak longbows for Fletching and fuel for Firemaking. We chop oaks next to a bank and bank every log on your account.",
      requirements: ["15 Woodcutting"],
      customerProvides: [ON_YOUR_IRONMAN, "An axe suited to your Woodcutting level", ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "About 1 hour per 1,000 logs",
      faq: [
        {
          question: "Can you turn them into planks?",
          answer: "Yes: see Oak planks, where we also take the logs to the sawmill with coins from your bank.",
        },
      ],
      tags: ["Logs"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 1,000",
        unitLabelPlural: "batches of 1,000",
        minCount: 1,
        maxCount: 50,
        defaultCount: 5,
        unitTiers: [
          { from: 1, unitCents: 500 },
          { from: 10, unitCents: 475 },
        ],
      },
    },
    {
      sku: "gather-teak-logs",
      slug: "teak-logs",
      name: "Teak logs",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Teak logs chopped and banked on your ironman, for teak planks and Construction.",
      longDescription:
        "Teak planks are a cheap, fast Construction material for ironmen. We chop teaks on Fossil Island when the account has Bone Voyage, or elsewhere otherwise, and bank every log on your account.",
      requirements: ["35 Woodcutting", "Bone Voyage for the Fossil Island teaks (fastest)"],
      customerProvides: [ON_YOUR_IRONMAN, "An axe suited to your Woodcutting level", ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "About 2 hours per 1,000 logs",
      faq: [
        {
          question: "Do I get the bird nests and Forestry rewards?",
          answer: "Yes: anything the trees or Forestry events give stays on your account.",
        },
      ],
      tags: ["Logs"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 1,000",
        unitLabelPlural: "batches of 1,000",
        minCount: 1,
        maxCount: 50,
        defaultCount: 3,
        unitTiers: [
          { from: 1, unitCents: 900 },
          { from: 10, unitCents: 855 },
        ],
      },
    },
    {
      sku: "gather-mahogany-logs",
      slug: "mahogany-logs",
      name: "Mahogany logs",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Mahogany logs chopped and banked on your ironman, for mahogany planks and tables.",
      longDescription:
        "Mahogany planks give the fastest Construction XP, and ironmen have to chop every log themselves. We chop mahogany trees near a bank and bank every log on your account.",
      requirements: ["50 Woodcutting"],
      customerProvides: [ON_YOUR_IRONMAN, "An axe suited to your Woodcutting level", ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "About 3 hours per 1,000 logs",
      faq: [
        {
          question: "How many tables is 1,000 logs?",
          answer:
            "A mahogany table takes six planks, so 1,000 logs become about 166 tables once they are made into planks.",
        },
      ],
      tags: ["Logs"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 1,000",
        unitLabelPlural: "batches of 1,000",
        minCount: 1,
        maxCount: 30,
        defaultCount: 2,
        unitTiers: [
          { from: 1, unitCents: 1_600 },
          { from: 10, unitCents: 1_520 },
        ],
      },
    },
    {
      sku: "gather-yew-logs",
      slug: "yew-logs",
      name: "Yew logs",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Yew logs chopped and banked on your ironman, for yew longbows and Firemaking.",
      longDescription:
        "Yew logs are the classic ironman Fletching and alching material: yew longbows are good Fletching XP and high-alch for steady coins. We chop yews at the Woodcutting Guild once the account has 60 Woodcutting and bank every log on your account.",
      requirements: ["60 Woodcutting"],
      customerProvides: [ON_YOUR_IRONMAN, "An axe suited to your Woodcutting level", ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "About 4 hours per 1,000 logs",
      faq: [
        {
          question: "Can you fletch them into longbows?",
          answer: "Yes: ask on live chat and we quote the fletching and stringing with bow strings from your bank.",
        },
      ],
      tags: ["Logs"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 1,000",
        unitLabelPlural: "batches of 1,000",
        minCount: 1,
        maxCount: 30,
        defaultCount: 2,
        unitTiers: [
          { from: 1, unitCents: 2_000 },
          { from: 10, unitCents: 1_900 },
        ],
      },
    },
    {
      sku: "gather-magic-logs",
      slug: "magic-logs",
      name: "Magic logs",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Magic logs chopped and banked on your ironman, for magic longbows and staff upgrades.",
      longDescription:
        "Magic logs are slow to chop and go into magic longbows, magic shortbows and high-level Firemaking. We chop magic trees at the Woodcutting Guild and other spots near a bank and bank every log on your account.",
      requirements: ["75 Woodcutting"],
      customerProvides: [ON_YOUR_IRONMAN, "An axe suited to your Woodcutting level", ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "About 8 hours per 1,000 logs",
      faq: [
        {
          question: "Why is this the priciest log?",
          answer: "Magic trees give few logs an hour even at high levels, so each batch takes a full day of play.",
        },
      ],
      tags: ["Logs"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 1,000",
        unitLabelPlural: "batches of 1,000",
        minCount: 1,
        maxCount: 20,
        defaultCount: 1,
        unitTiers: [
          { from: 1, unitCents: 4_500 },
          { from: 10, unitCents: 4_280 },
        ],
      },
    },
    {
      sku: "gather-oak-planks",
      slug: "oak-planks",
      name: "Oak planks",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Oak logs chopped on your ironman and made into planks at the sawmill with your coins.",
      longDescription:
        "Oak planks carry an ironman's Construction from the first chairs to oak larders. We chop the oak logs on your account and take them to a sawmill, paying the sawmill's fee per plank from the coins in your bank, then bank the planks.",
      requirements: ["15 Woodcutting"],
      customerProvides: [
        ON_YOUR_IRONMAN,
        "An axe, and coins for the sawmill fee (250 coins per oak plank)",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 1.5 hours per 1,000 planks",
      faq: [
        {
          question: "Can you use Plank Make instead of the sawmill?",
          answer:
            "Yes, if the account is on the Lunar spellbook with the Magic level and runes for it; ask us on live chat.",
        },
      ],
      tags: ["Logs"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 1,000",
        unitLabelPlural: "batches of 1,000",
        minCount: 1,
        maxCount: 50,
        defaultCount: 3,
        unitTiers: [
          { from: 1, unitCents: 800 },
          { from: 10, unitCents: 760 },
        ],
      },
    },
    {
      sku: "gather-mahogany-planks",
      slug: "mahogany-planks",
      name: "Mahogany planks",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Mahogany logs chopped on your ironman and made into planks with your coins.",
      longDescription:
        "Mahogany planks are the fastest Construction material, and the hardest for an ironman to stock. We chop the mahogany logs on your account and take them to a sawmill, paying the fee per plank from your coins, then bank the planks ready for tables.",
      requirements: ["50 Woodcutting"],
      customerProvides: [
        ON_YOUR_IRONMAN,
        "An axe, and coins for the sawmill fee (1,500 coins per mahogany plank)",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 3.5 hours per 1,000 planks",
      faq: [
        {
          question: "That's a lot of coins. Is there a cheaper way?",
          answer:
            "Plank Make on the Lunar spellbook costs runes instead of coins; ask us on live chat if the account can cast it.",
        },
      ],
      tags: ["Logs"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 1,000",
        unitLabelPlural: "batches of 1,000",
        minCount: 1,
        maxCount: 30,
        defaultCount: 1,
        unitTiers: [
          { from: 1, unitCents: 2_000 },
          { from: 10, unitCents: 1_900 },
        ],
      },
    },
    {
      sku: "gather-grimy-ranarr-weed",
      slug: "grimy-ranarr-weed",
      name: "Grimy ranarr weed",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Ranarr weed grown on your ironman's herb patches, in batches of 100, for prayer potions.",
      longDescription:
        "Ranarr weed is the herb behind prayer potions, and ironmen have to grow their own. We run your herb patches with ranarr seeds from your bank until 100 grimy ranarrs are banked per batch; if the seeds run short we tell you before going further.",
      requirements: ["32 Farming", "Access to your herb patches (some need quests or diaries)"],
      customerProvides: [
        ON_YOUR_IRONMAN,
        "Ranarr seeds and ultracompost or compost, plus a seed dibber, spade and rake",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 4 hours per 100 herbs, mostly growth time between runs",
      faq: [
        {
          question: "How many seeds do I need?",
          answer:
            "It depends on your Farming level and compost; with ultracompost a seed usually yields several herbs. We estimate it for you on live chat.",
        },
      ],
      tags: ["Herbs"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 100",
        unitLabelPlural: "batches of 100",
        minCount: 1,
        maxCount: 50,
        defaultCount: 3,
        unitTiers: [
          { from: 1, unitCents: 600 },
          { from: 10, unitCents: 570 },
        ],
      },
    },
    {
      sku: "gather-grimy-snapdragon",
      slug: "grimy-snapdragon",
      name: "Grimy snapdragon",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Snapdragon grown on your ironman's herb patches, in batches of 100, for super restores.",
      longDescription:
        "Snapdragon makes super restores, the potion every ironman burns through at bosses and raids. We run your herb patches with snapdragon seeds from your bank until 100 grimy snapdragons are banked per batch.",
      requirements: ["62 Farming", "Access to your herb patches (some need quests or diaries)"],
      customerProvides: [
        ON_YOUR_IRONMAN,
        "Snapdragon seeds and ultracompost or compost, plus a seed dibber, spade and rake",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 4 hours per 100 herbs, mostly growth time between runs",
      faq: [
        {
          question: "Can you clean the herbs as well?",
          answer: "Yes, if your Herblore is high enough: we clean them on request, and the XP goes to your account.",
        },
      ],
      tags: ["Herbs"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 100",
        unitLabelPlural: "batches of 100",
        minCount: 1,
        maxCount: 50,
        defaultCount: 3,
        unitTiers: [
          { from: 1, unitCents: 700 },
          { from: 10, unitCents: 665 },
        ],
      },
    },
    {
      sku: "gather-grimy-toadflax",
      slug: "grimy-toadflax",
      name: "Grimy toadflax",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription:
        "Toadflax grown on your ironman's herb patches, in batches of 100, for agility potions and Saradomin brews.",
      longDescription:
        "Toadflax makes agility potions and, with a crushed bird's nest, Saradomin brews, so ironmen need plenty of it. We run your herb patches with toadflax seeds from your bank until 100 grimy toadflax are banked per batch.",
      requirements: ["38 Farming", "Access to your herb patches (some need quests or diaries)"],
      customerProvides: [
        ON_YOUR_IRONMAN,
        "Toadflax seeds and ultracompost or compost, plus a seed dibber, spade and rake",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 4 hours per 100 herbs, mostly growth time between runs",
      faq: [
        {
          question: "Do I get the Farming XP?",
          answer: "Yes: planting and harvesting XP all goes to your account.",
        },
      ],
      tags: ["Herbs"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 100",
        unitLabelPlural: "batches of 100",
        minCount: 1,
        maxCount: 50,
        defaultCount: 3,
        unitTiers: [
          { from: 1, unitCents: 500 },
          { from: 10, unitCents: 475 },
        ],
      },
    },
    {
      sku: "gather-red-spiders-eggs",
      slug: "red-spiders-eggs",
      name: "Red spiders' eggs",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Red spiders' eggs collected on your ironman in batches of 100, for super restores.",
      longDescription:
        "Red spiders' eggs are the secondary for super restores and one of the classic ironman bottlenecks. We collect them from their spawns, world-hopping to keep them coming, and bank every egg on your account.",
      requirements: ["Access to the egg spawns (we check your account's options on live chat)"],
      customerProvides: [ON_YOUR_IRONMAN, "Food and basic combat gear for the spawn areas", ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "About 1.5 hours per 100 eggs",
      faq: [
        {
          question: "Why per 100?",
          answer: "The eggs are picked up one spawn at a time, so 100 is already a solid session of hopping.",
        },
      ],
      tags: ["Secondaries"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 100",
        unitLabelPlural: "batches of 100",
        minCount: 1,
        maxCount: 50,
        defaultCount: 3,
        unitTiers: [
          { from: 1, unitCents: 600 },
          { from: 10, unitCents: 570 },
        ],
      },
    },
    {
      sku: "gather-white-berries",
      slug: "white-berries",
      name: "White berries",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "White berries grown on your ironman's bush patches, in batches of 100, for super defence.",
      longDescription:
        "White berries are the secondary for super defence potions, and ironmen mostly grow them. We plant white berry seeds from your bank in your bush patches and pick them as they ripen, banking 100 berries per batch.",
      requirements: ["59 Farming", "Access to bush patches"],
      customerProvides: [
        ON_YOUR_IRONMAN,
        "White berry seeds and compost, plus a seed dibber, spade and rake",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 2–3 days per 100 berries (growth time)",
      faq: [
        {
          question: "Do I keep the bushes?",
          answer: "Yes: the bushes keep regrowing berries after we are done, so you can pick more yourself.",
        },
      ],
      tags: ["Secondaries"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 100",
        unitLabelPlural: "batches of 100",
        minCount: 1,
        maxCount: 50,
        defaultCount: 2,
        unitTiers: [
          { from: 1, unitCents: 800 },
          { from: 10, unitCents: 760 },
        ],
      },
    },
    {
      sku: "gather-snape-grass",
      slug: "snape-grass",
      name: "Snape grass",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Snape grass picked or grown on your ironman, in batches of 100, for prayer potions.",
      longDescription:
        "Snape grass is the secondary for prayer potions. We pick it from its spawns or grow it from snape grass seeds in your allotments, whichever the account can do faster, and bank 100 per batch.",
      requirements: ["61 Farming if grown from seed; otherwise access to the spawns"],
      customerProvides: [
        ON_YOUR_IRONMAN,
        "Snape grass seeds and compost if you want it grown; farming tools",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 1 hour per 100 from spawns",
      faq: [
        {
          question: "How many prayer potions is that?",
          answer: "One snape grass per prayer potion, so a batch covers 100 potions with the ranarrs to match.",
        },
      ],
      tags: ["Secondaries"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 100",
        unitLabelPlural: "batches of 100",
        minCount: 1,
        maxCount: 50,
        defaultCount: 5,
        unitTiers: [
          { from: 1, unitCents: 400 },
          { from: 10, unitCents: 380 },
        ],
      },
    },
    {
      sku: "gather-limpwurt-root",
      slug: "limpwurt-root",
      name: "Limpwurt root",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription:
        "Limpwurt roots grown on your ironman's flower patches, in batches of 100, for strength potions.",
      longDescription:
        "Limpwurt roots make strength potions and super strength potions. We grow them from limpwurt seeds in your flower patches and bank 100 roots per batch.",
      requirements: ["26 Farming", "Access to flower patches"],
      customerProvides: [
        ON_YOUR_IRONMAN,
        "Limpwurt seeds and compost, plus a seed dibber, spade and rake",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 2–3 hours per 100 roots, mostly growth time between runs",
      faq: [
        {
          question: "Do I get the Farming XP?",
          answer: "Yes: all planting and harvesting XP goes to your account.",
        },
      ],
      tags: ["Secondaries"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 100",
        unitLabelPlural: "batches of 100",
        minCount: 1,
        maxCount: 50,
        defaultCount: 3,
        unitTiers: [
          { from: 1, unitCents: 600 },
          { from: 10, unitCents: 570 },
        ],
      },
    },
    {
      sku: "gather-wine-of-zamorak",
      slug: "wine-of-zamorak",
      name: "Wine of Zamorak",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Wine of Zamorak telegrabbed on your ironman, in batches of 100, for ranging potions.",
      longDescription:
        "Wine of Zamorak is the secondary for ranging potions, and ironmen collect it with Telekinetic Grab from its spawn in the Chaos Temple, world-hopping between grabs. Picking it up by hand angers the monks, so we always telegrab. Every bottle is banked on your account.",
      requirements: ["33 Magic for Telekinetic Grab"],
      customerProvides: [
        ON_YOUR_IRONMAN,
        "Law runes and air runes (or an air staff) for the spell",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 1.5 hours per 100 wines",
      faq: [
        {
          question: "Do I get the Magic XP?",
          answer: "Yes: every Telekinetic Grab cast gives Magic XP on your account.",
        },
      ],
      tags: ["Secondaries"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 100",
        unitLabelPlural: "batches of 100",
        minCount: 1,
        maxCount: 50,
        defaultCount: 3,
        unitTiers: [
          { from: 1, unitCents: 800 },
          { from: 10, unitCents: 760 },
        ],
      },
    },
    {
      sku: "gather-blue-dragon-scale",
      slug: "blue-dragon-scale",
      name: "Blue dragon scales",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Blue dragon scales collected on your ironman, in batches of 100, for antifire potions.",
      longDescription:
        "Ground blue dragon scales are the secondary for antifire potions, which every ironman needs for dragons and Vorkath. We pick the scales up from their spawns in the dragon lairs, world-hopping between them, and bank 100 per batch on your account.",
      requirements: ["Access to the scale spawns; some need a key or an Agility shortcut"],
      customerProvides: [
        ON_YOUR_IRONMAN,
        "An anti-dragon shield and food in case dragons are nearby",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 1.5 hours per 100 scales",
      faq: [
        {
          question: "Can you grind them as well?",
          answer: "Yes: with a pestle and mortar from your bank we grind them into dragon scale dust on request.",
        },
      ],
      tags: ["Secondaries"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 100",
        unitLabelPlural: "batches of 100",
        minCount: 1,
        maxCount: 50,
        defaultCount: 3,
        unitTiers: [
          { from: 1, unitCents: 600 },
          { from: 10, unitCents: 570 },
        ],
      },
    },
    {
      sku: "gather-raw-shark",
      slug: "raw-shark",
      name: "Raw sharks",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Sharks caught and banked on your ironman, ready to cook for bossing.",
      longDescription:
        "Sharks heal 20 Hitpoints and are a staple food for ironman bossing. We harpoon them at shark spots close to a bank and bank every raw shark on your account; cooking them as well can be added on live chat.",
      requirements: ["76 Fishing"],
      customerProvides: [
        ON_YOUR_IRONMAN,
        "A harpoon (a dragon or crystal harpoon is faster)",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 5 hours per 1,000 sharks",
      faq: [
        {
          question: "Can you cook them too?",
          answer: "Yes, if your Cooking level allows: ask on live chat and we add the cooking for a small fee.",
        },
      ],
      tags: ["Fish"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 1,000",
        unitLabelPlural: "batches of 1,000",
        minCount: 1,
        maxCount: 30,
        defaultCount: 1,
        unitTiers: [
          { from: 1, unitCents: 3_000 },
          { from: 10, unitCents: 2_850 },
        ],
      },
    },
    {
      sku: "gather-raw-karambwan",
      slug: "raw-karambwan",
      name: "Raw karambwans",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Karambwans caught and banked on your ironman, the combo food for PvM.",
      longDescription:
        "Cooked karambwans can be eaten on the same tick as other food, which makes them essential for tick-eating at bosses. We fish them with a karambwan vessel and raw karambwanji, reaching the spot through the fairy ring, and bank every catch on your account.",
      requirements: ["65 Fishing", "Tai Bwo Wannai Trio progress for the karambwan vessel", "Fairy ring access"],
      customerProvides: [ON_YOUR_IRONMAN, "A karambwan vessel and raw karambwanji bait", ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "About 2 hours per 1,000 karambwans",
      faq: [
        {
          question: "Can you 1-tick cook them for me?",
          answer: "Yes: see Cooking on our Skills page, where karambwans are one of the training methods.",
        },
      ],
      tags: ["Fish"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 1,000",
        unitLabelPlural: "batches of 1,000",
        minCount: 1,
        maxCount: 30,
        defaultCount: 2,
        unitTiers: [
          { from: 1, unitCents: 1_000 },
          { from: 10, unitCents: 950 },
        ],
      },
    },
    {
      sku: "gather-raw-anglerfish",
      slug: "raw-anglerfish",
      name: "Raw anglerfish",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Anglerfish caught and banked on your ironman: the food that overheals.",
      longDescription:
        "Anglerfish can heal above your maximum Hitpoints, which makes them the best food for long boss fights. We fish them with sandworms at the anglerfish spots in Port Piscarilius and bank every raw anglerfish on your account.",
      requirements: ["82 Fishing"],
      customerProvides: [ON_YOUR_IRONMAN, "A fishing rod and sandworms for bait", ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "About 7 hours per 1,000 anglerfish",
      faq: [
        {
          question: "How many sandworms do I need?",
          answer: "One per catch; we tell you if the account runs short before the batch is done.",
        },
      ],
      tags: ["Fish"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 1,000",
        unitLabelPlural: "batches of 1,000",
        minCount: 1,
        maxCount: 20,
        defaultCount: 1,
        unitTiers: [
          { from: 1, unitCents: 4_500 },
          { from: 10, unitCents: 4_280 },
        ],
      },
    },
    {
      sku: "gather-raw-manta-ray",
      slug: "raw-manta-ray",
      name: "Raw manta rays",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Manta rays caught on your ironman in batches of 100, a rare high-healing food.",
      longDescription:
        "Manta rays heal 22 Hitpoints and are hard for an ironman to come by. We catch them on your account with the methods your Fishing level allows and bank 100 per batch; the slow rate is why they come in small batches.",
      requirements: ["81 Fishing"],
      customerProvides: [
        ON_YOUR_IRONMAN,
        "The fishing equipment for the method we agree on live chat",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 4 hours per 100 manta rays",
      faq: [
        {
          question: "Are manta rays worth it over sharks?",
          answer: "They heal 2 more Hitpoints per bite; for most content sharks or anglerfish give more for the money.",
        },
      ],
      tags: ["Fish"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 100",
        unitLabelPlural: "batches of 100",
        minCount: 1,
        maxCount: 30,
        defaultCount: 1,
        unitTiers: [
          { from: 1, unitCents: 1_800 },
          { from: 10, unitCents: 1_710 },
        ],
      },
    },
    {
      sku: "gather-giant-seaweed",
      slug: "giant-seaweed",
      name: "Giant seaweed",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Giant seaweed farmed underwater on Fossil Island, in batches of 100, for molten glass.",
      longDescription:
        "Giant seaweed and buckets of sand make the most molten glass per cast of Superglass Make, the backbone of ironman Crafting. We farm the underwater seaweed patches on Fossil Island with spores from your bank, collecting more spores as we go, and bank 100 seaweed per batch.",
      requirements: ["23 Farming", "Bone Voyage, with a fishbowl helmet and diving apparatus for the underwater area"],
      customerProvides: [ON_YOUR_IRONMAN, "Seaweed spores, compost and farming tools", ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "About 6 hours per 100 seaweed, mostly growth time between runs",
      faq: [
        {
          question: "Do you collect more spores while farming?",
          answer:
            "Yes: spores drift around the underwater area and we pick them up as we work, ready for the next planting.",
        },
      ],
      tags: ["Crafting"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 100",
        unitLabelPlural: "batches of 100",
        minCount: 1,
        maxCount: 50,
        defaultCount: 3,
        unitTiers: [
          { from: 1, unitCents: 800 },
          { from: 10, unitCents: 760 },
        ],
      },
    },
    {
      sku: "gather-bucket-of-sand",
      slug: "bucket-of-sand",
      name: "Buckets of sand",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Buckets of sand filled and banked on your ironman, for molten glass and Crafting.",
      longDescription:
        "Buckets of sand are the other half of molten glass. We fill buckets at a sandpit near a bank and bank every full bucket on your account. If the account has finished The Hand in the Sand, we also collect Bert's daily sand on each day of the service.",
      requirements: ["None; The Hand in the Sand adds Bert's free daily buckets"],
      customerProvides: [
        ON_YOUR_IRONMAN,
        "Empty buckets, or coins to buy them from a general store",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 1.5 hours per 1,000 buckets",
      faq: [
        {
          question: "Where do the empty buckets come from?",
          answer:
            "From your bank, or we buy them from general stores with your coins, world-hopping as the stock runs out.",
        },
      ],
      tags: ["Crafting"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 1,000",
        unitLabelPlural: "batches of 1,000",
        minCount: 1,
        maxCount: 50,
        defaultCount: 3,
        unitTiers: [
          { from: 1, unitCents: 700 },
          { from: 10, unitCents: 665 },
        ],
      },
    },
    {
      sku: "gather-flax",
      slug: "flax",
      name: "Flax",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Flax picked and banked on your ironman, for bow strings and Fletching.",
      longDescription:
        "Flax spins into bow strings, which an ironman needs for every bow and crossbow they fletch. We pick flax in the field near Seers' Village and bank every stalk on your account; spinning it into bow strings can be added on live chat.",
      requirements: ["A members account"],
      customerProvides: [ON_YOUR_IRONMAN, "Nothing else: flax picking needs no tools", ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "About 1 hour per 1,000 flax",
      faq: [
        {
          question: "Can you spin it into bow strings?",
          answer: "Yes: we spin it at a spinning wheel for a small extra fee, and the Crafting XP goes to you.",
        },
      ],
      tags: ["Crafting"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 1,000",
        unitLabelPlural: "batches of 1,000",
        minCount: 1,
        maxCount: 50,
        defaultCount: 5,
        unitTiers: [
          { from: 1, unitCents: 400 },
          { from: 10, unitCents: 380 },
        ],
      },
    },
    {
      sku: "gather-green-dragonhide",
      slug: "green-dragonhide",
      name: "Green dragonhide",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Green dragons killed on your ironman for hides, in batches of 100, with the bones kept.",
      longDescription:
        "Green dragonhide becomes green d'hide armour and fast Crafting XP. We kill green dragons on your account, where possible away from the Wilderness, and bank every hide along with the dragon bones that drop with them.",
      requirements: [
        "Combat stats suited to green dragons (about 60+ in your main style)",
        "Some green dragon spots are in the Wilderness; we use the safest spot your account can reach",
      ],
      customerProvides: [
        ON_YOUR_IRONMAN,
        "Combat gear, food and an anti-dragon shield or antifire potions",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 1.5 hours per 100 hides",
      faq: [
        {
          question: "Do I keep the dragon bones?",
          answer: "Yes: every drop, including the dragon bones, stays on your account.",
        },
      ],
      tags: ["Crafting"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 100",
        unitLabelPlural: "batches of 100",
        minCount: 1,
        maxCount: 50,
        defaultCount: 3,
        unitTiers: [
          { from: 1, unitCents: 900 },
          { from: 10, unitCents: 855 },
        ],
      },
    },
    {
      sku: "gather-pure-essence",
      slug: "pure-essence",
      name: "Pure essence",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Pure essence mined and banked on your ironman, for Runecraft training and runes.",
      longDescription:
        "Pure essence is what every members' rune is crafted from. We mine it in the Rune essence mine and bank every piece on your account, ready for your Runecraft trips or our Runecraft training.",
      requirements: ["30 Mining", "Rune Mysteries"],
      customerProvides: [ON_YOUR_IRONMAN, "A pickaxe suited to your Mining level", ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "About 40 minutes per 1,000 essence",
      faq: [
        {
          question: "Is this enough for Runecraft training?",
          answer: "Runecraft uses a lot of essence; we can calculate how much your target level needs on live chat.",
        },
      ],
      tags: ["Runecraft"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 1,000",
        unitLabelPlural: "batches of 1,000",
        minCount: 1,
        maxCount: 100,
        defaultCount: 5,
        unitTiers: [
          { from: 1, unitCents: 400 },
          { from: 10, unitCents: 380 },
        ],
      },
    },
    {
      sku: "gather-red-chinchompa",
      slug: "red-chinchompa",
      name: "Red chinchompas",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Red chinchompas caught on your ironman with box traps, for fast Ranged training.",
      longDescription:
        "Red chinchompas are the ironman's route to fast Ranged XP, and catching them trains Hunter at the same time. We lay box traps in the red chinchompa hunting grounds and bank every chin caught on your account.",
      requirements: ["63 Hunter", "55 Ranged to throw red chinchompas"],
      customerProvides: [ON_YOUR_IRONMAN, "Box traps (as many as your Hunter level allows)", ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "About 2.5 hours per 1,000 chinchompas",
      faq: [
        {
          question: "Do I get the Hunter XP?",
          answer: "Yes: every catch gives Hunter XP on your account as well as the chinchompa.",
        },
      ],
      tags: ["Hunter"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 1,000",
        unitLabelPlural: "batches of 1,000",
        minCount: 1,
        maxCount: 30,
        defaultCount: 2,
        unitTiers: [
          { from: 1, unitCents: 1_400 },
          { from: 10, unitCents: 1_330 },
        ],
      },
    },
    {
      sku: "gather-dragon-bones",
      slug: "dragon-bones",
      name: "Dragon bones",
      imageSrc: "/art/ironman-gathering.svg",
      shortDescription: "Dragons killed on your ironman for dragon bones, in batches of 100, for Prayer XP.",
      longDescription:
        "Dragon bones are an ironman's main Prayer training material. We kill green or blue dragons on your account, whichever suits your stats and quests, and bank every bone together with the hides and other drops.",
      requirements: [
        "Combat stats suited to the chosen dragons (about 60+ in your main style)",
        "An anti-dragon shield or antifire potions",
      ],
      customerProvides: [ON_YOUR_IRONMAN, "Combat gear, food and antifire protection", ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "About 1.5 hours per 100 bones",
      faq: [
        {
          question: "Can you offer them at an altar as well?",
          answer: "Yes: see Prayer on our Skills page, where we offer your bones at a gilded altar.",
        },
      ],
      tags: ["Prayer"],
      pricing: {
        kind: "per-unit",
        unitLabel: "batch of 100",
        unitLabelPlural: "batches of 100",
        minCount: 1,
        maxCount: 50,
        defaultCount: 3,
        unitTiers: [
          { from: 1, unitCents: 800 },
          { from: 10, unitCents: 760 },
        ],
      },
    },
  ],
};
