import type { ProductLineInput } from "../product-schema";
import { ACCOUNT_ACCESS, NO_LOGIN, PLAY_METHOD, SPEED_AND_STREAM } from "./shared-options";

/*
 * Minigames: priced by the reward item where that is how players buy (a fixed price with a "reward"
 * choice that replaces the base), or per game, run, ticket or contract where the grind itself is the product.
 */

const MINIGAME_PROVIDES = ["Gear and supplies on the account, or the gold to buy them", ACCOUNT_ACCESS, NO_LOGIN];

export const minigamesLine: ProductLineInput = {
  id: "minigames",
  name: "Minigames",
  basePath: "/osrs-minigames",
  listingPath: "/osrs-minigames",
  imageSrc: "/art/minigames.svg",
  intro:
    "Minigame rewards earned by hand: Fighter torso, Void and Elite Void, Dragon defender, Raiments of the Eye and more, or as many games as you want.",
  products: [
    {
      sku: "minigame-barbarian-assault",
      slug: "barbarian-assault",
      name: "Barbarian Assault",
      imageSrc: "/art/minigames.svg",
      shortDescription: "Honour points in all four roles for the Fighter torso, played in a full team of our players.",
      longDescription:
        "Barbarian Assault is a team minigame of ten waves ending with the Penance Queen, with four roles (attacker, defender, collector and healer) that must work together. The Fighter torso, one of the best melee bodies for its Defence level, costs Honour points in all four roles, so we play every role with a team of our own players. Completing the Kandarin Hard diary first earns 10% more Honour points.",
      requirements: ["No skill or quest requirement to play", "40 Defence to wear the Fighter torso"],
      customerProvides: MINIGAME_PROVIDES,
      estimatedTime: "1–2 days after start",
      faq: [
        {
          question: "Do I need to find a team?",
          answer: "No: the other four players are ours, so the waves run smoothly from the first game.",
        },
        {
          question: "Can a pure or zerker get the torso?",
          answer: "Zerkers can (40 Defence is enough to wear it); 1 Defence pures cannot wear it.",
        },
      ],
      tags: ["Reward item", "Combat", "Team"],
      pricing: { kind: "fixed", baseCents: 3_500 },
      optionGroups: [
        {
          id: "reward",
          label: "Reward",
          kind: "single",
          choices: [
            { id: "fighter-torso", label: "Fighter torso", baseCents: 3_500 },
            {
              id: "torso-and-hat",
              label: "Fighter torso and one Penance role hat",
              description: "Fighter, ranger, runner or healer hat",
              baseCents: 4_500,
            },
          ],
        },
        PLAY_METHOD,
        SPEED_AND_STREAM,
      ],
    },
    {
      sku: "minigame-pest-control",
      slug: "pest-control",
      name: "Pest Control",
      imageSrc: "/art/minigames.svg",
      shortDescription:
        "Commendation points for the Void knight set or Elite Void, on the best boat your level allows.",
      longDescription:
        "Pest Control sends a team to the Void Knights' Outpost to destroy four portals while keeping the Void Knight alive, rewarding commendation points. The points buy Void knight equipment: a full set (top, robe, gloves and a helm) boosts the combat style its helm matches. With the Western Provinces Hard diary done, the top and robe can be upgraded to Elite Void for extra points.",
      requirements: [
        "Combat level 40 (70 and 100 for the faster boats)",
        "42 Attack, Strength, Defence, Hitpoints, Ranged and Magic and 22 Prayer to wear Void",
        "The Western Provinces Hard diary for Elite Void",
      ],
      customerProvides: MINIGAME_PROVIDES,
      estimatedTime: "1–4 days after start, by reward",
      faq: [
        {
          question: "Which helm comes with the set?",
          answer: "The one you choose: melee, ranger or mage. Take the all-helms option to have all three.",
        },
        {
          question: "Can you do the Western Provinces Hard diary too?",
          answer: "Yes: add it from our Achievement Diaries page and we do it before the Elite upgrade.",
        },
      ],
      tags: ["Reward item", "Combat", "Void"],
      pricing: { kind: "fixed", baseCents: 6_000 },
      optionGroups: [
        {
          id: "reward",
          label: "Reward",
          kind: "single",
          choices: [
            { id: "void-set", label: "Void knight set (one helm)", baseCents: 6_000 },
            { id: "void-all-helms", label: "Void knight set with all three helms", baseCents: 7_500 },
            { id: "elite-void", label: "Elite Void (one helm)", baseCents: 9_000 },
            { id: "elite-void-all-helms", label: "Elite Void with all three helms", baseCents: 10_500 },
          ],
        },
        PLAY_METHOD,
        SPEED_AND_STREAM,
      ],
    },
    {
      sku: "minigame-castle-wars",
      slug: "castle-wars",
      name: "Castle Wars",
      imageSrc: "/art/minigames.svg",
      shortDescription: "Castle Wars tickets for halos, decorative armour and more, priced per ticket.",
      longDescription:
        "Castle Wars is the classic capture-the-flag minigame between Saradomin and Zamorak. Every game earns tickets, which Lanthus trades for decorative armour, halos, hoods and cloaks. Tell us how many tickets you need and our players keep playing until they are in your inventory.",
      requirements: ["No skill or quest requirement to play"],
      customerProvides: MINIGAME_PROVIDES,
      estimatedTime: "About 100 tickets a day after start",
      faq: [
        {
          question: "What if a game is lost?",
          answer: "We count tickets, not games: you receive the number you ordered whatever the results.",
        },
      ],
      tags: ["Tickets", "Combat", "Team"],
      pricing: {
        kind: "per-unit",
        unitLabel: "ticket",
        unitLabelPlural: "tickets",
        minCount: 10,
        maxCount: 2_000,
        step: 10,
        defaultCount: 100,
        unitTiers: [
          { from: 1, unitCents: 80 },
          { from: 101, unitCents: 70 },
          { from: 301, unitCents: 60 },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "minigame-soul-wars",
      slug: "soul-wars",
      name: "Soul Wars",
      imageSrc: "/art/minigames.svg",
      shortDescription: "Soul Wars games for Zeal Tokens: combat XP, the Ectoplasmator, the soul cape and imbues.",
      longDescription:
        "Soul Wars is a team minigame where two sides gather soul fragments to weaken and defeat the other team's Avatar, in games of up to 15 minutes. Every game earns Zeal Tokens, spent at Nomad on combat experience, the Ectoplasmator, the soul cape, imbues and spoils of war. We price it per game, and winning games earn more Zeal.",
      requirements: ["Combat level 40 and total level 500"],
      customerProvides: MINIGAME_PROVIDES,
      estimatedTime: "About 40 games a day after start",
      faq: [
        {
          question: "Can I spend the Zeal on experience?",
          answer:
            "Yes: Nomad trades Zeal for experience in combat skills at level 30 or more; tell us which and we spend it for you.",
        },
      ],
      tags: ["Zeal", "Combat", "Team"],
      pricing: {
        kind: "per-unit",
        unitLabel: "game",
        unitLabelPlural: "games",
        minCount: 5,
        maxCount: 500,
        defaultCount: 25,
        unitTiers: [
          { from: 1, unitCents: 150 },
          { from: 26, unitCents: 130 },
          { from: 101, unitCents: 110 },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "minigame-last-man-standing",
      slug: "last-man-standing",
      name: "Last Man Standing",
      imageSrc: "/art/minigames.svg",
      shortDescription: "Last Man Standing games played by PvP specialists for points at the reward shop.",
      longDescription:
        "Last Man Standing is a battle-royale PvP minigame where everyone starts with the same gear from the game and the last player alive wins. Points earned in each game are spent at the reward shop. Our PvP players play the number of games you choose.",
      requirements: ["No skill or quest requirement: the game provides every player's gear"],
      customerProvides: ["Nothing to bring: Last Man Standing provides its own gear", ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "About 60 games a day after start",
      faq: [
        {
          question: "Can I lose items?",
          answer: "No: Last Man Standing is a safe minigame and your own items stay in your bank.",
        },
      ],
      tags: ["PvP", "Combat"],
      pricing: {
        kind: "per-unit",
        unitLabel: "game",
        unitLabelPlural: "games",
        minCount: 10,
        maxCount: 1_000,
        defaultCount: 50,
        unitTiers: [
          { from: 1, unitCents: 100 },
          { from: 51, unitCents: 85 },
          { from: 201, unitCents: 70 },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "minigame-tempoross",
      slug: "tempoross",
      name: "Tempoross",
      imageSrc: "/art/minigames.svg",
      shortDescription:
        "Tempoross games for Fishing XP and reward permits: spirit angler outfit, fish barrel, tome of water.",
      longDescription:
        "Tempoross is a Fishing boss fought at the Ruins of Unkah: catch and cook harpoonfish, load them into the ammunition crates and then harpoon the spirit pool when the storm spirit is weakened. Each game gives Fishing experience and reward permits for the Spirit Anglers' reward pool, which holds the spirit angler outfit, fish barrel, tackle box, tome of water, big harpoonfish and the Tiny tempor pet. We price it per game.",
      requirements: ["35 Fishing"],
      customerProvides: [
        "A harpoon (or a better one); the other tools are supplied in the game",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 60 games a day after start",
      faq: [
        {
          question: "Do I keep everything from the reward pool?",
          answer: "Yes: we spend every permit, and all items and fish stay on your account.",
        },
      ],
      tags: ["Skilling", "Fishing"],
      pricing: {
        kind: "per-unit",
        unitLabel: "game",
        unitLabelPlural: "games",
        minCount: 10,
        maxCount: 2_000,
        defaultCount: 100,
        unitTiers: [
          { from: 1, unitCents: 120 },
          { from: 51, unitCents: 100 },
          { from: 201, unitCents: 85 },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "minigame-wintertodt",
      slug: "wintertodt",
      name: "Wintertodt",
      imageSrc: "/art/minigames.svg",
      shortDescription:
        "Wintertodt games for Firemaking XP and supply crates: pyromancer outfit, tome of fire, Phoenix.",
      longDescription:
        "Wintertodt is a Firemaking boss in the north of Zeah: chop bruma roots, fletch them into kindling and keep the braziers burning to subdue the Wintertodt. Each game with enough points earns a supply crate, which can hold the pyromancer outfit, warm gloves, bruma torch, tome of fire and the Phoenix pet. We price it per game, each with a crate.",
      requirements: ["50 Firemaking"],
      customerProvides: [
        "An axe, a knife, a tinderbox and a hammer, plus food; warm clothing recommended",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 80 games a day after start",
      faq: [
        {
          question: "Is it good Firemaking experience?",
          answer: "Yes: it is one of the favourite ways to go from 50 to 99 Firemaking, with crates on top.",
        },
      ],
      tags: ["Skilling", "Firemaking"],
      pricing: {
        kind: "per-unit",
        unitLabel: "game",
        unitLabelPlural: "games",
        minCount: 10,
        maxCount: 2_000,
        defaultCount: 100,
        unitTiers: [
          { from: 1, unitCents: 120 },
          { from: 51, unitCents: 100 },
          { from: 201, unitCents: 85 },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "minigame-guardians-of-the-rift",
      slug: "guardians-of-the-rift",
      name: "Guardians of the Rift",
      imageSrc: "/art/minigames.svg",
      shortDescription: "The Raiments of the Eye outfit and the abyssal needle, earned in the Temple of the Eye.",
      longDescription:
        "Guardians of the Rift is a Runecraft minigame in the Temple of the Eye: mine guardian fragments, craft runes at the altars and power the Great Guardian to close the rift. Its reward shop sells the Raiments of the Eye, whose four pieces give 10% more runes each and 60% with the full set, and the abyssal needle among other items, all for abyssal pearls. The full outfit takes well over a hundred games, which we play for you.",
      requirements: ["27 Runecraft", "Temple of the Eye"],
      customerProvides: ["A pickaxe; the minigame provides the essence", ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "Needle 1 day, full outfit 4–7 days after start",
      faq: [
        {
          question: "Does the outfit work outside the minigame?",
          answer: "Yes: the extra runes apply whenever you craft runes while wearing it.",
        },
        {
          question: "Do I keep the runes and Runecraft experience?",
          answer: "Yes: everything earned during the games stays on your account.",
        },
      ],
      tags: ["Reward item", "Skilling", "Runecraft"],
      pricing: { kind: "fixed", baseCents: 9_000 },
      optionGroups: [
        {
          id: "reward",
          label: "Reward",
          kind: "single",
          choices: [
            {
              id: "raiments-of-the-eye",
              label: "Raiments of the Eye (hat, top, bottoms and boots)",
              baseCents: 9_000,
            },
            { id: "abyssal-needle", label: "Abyssal needle", baseCents: 3_000 },
            { id: "raiments-and-needle", label: "Raiments of the Eye and the abyssal needle", baseCents: 11_500 },
          ],
        },
        PLAY_METHOD,
        SPEED_AND_STREAM,
      ],
    },
    {
      sku: "minigame-nightmare-zone",
      slug: "nightmare-zone",
      name: "Nightmare Zone",
      imageSrc: "/art/minigames.svg",
      shortDescription: "Nightmare Zone points for imbues such as the black mask and rings, sold per 100K points.",
      longDescription:
        "The Nightmare Zone in Yanille replays the boss fights of quests you have completed, with combat experience and reward points for every dream. The points buy imbues for items such as the black mask, Salve amulet and several rings, as well as herb boxes and potions. We sell points in blocks of 100K and play on your account until they are earned.",
      requirements: ["At least five of the Nightmare Zone's eligible quests completed"],
      customerProvides: [
        "Combat gear and the absorption and overload potions used in the dreams, or the points to buy them",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 1M points a day after start",
      faq: [
        {
          question: "Do I also get the combat experience?",
          answer: "Yes: every kill in the dream trains the combat style you pick, so tell us which skills to train.",
        },
        {
          question: "Can pures use it?",
          answer: "Yes: we set the combat style so Defence is never trained unless you ask for it.",
        },
      ],
      tags: ["Points", "Combat"],
      pricing: {
        kind: "per-unit",
        unitLabel: "100K points",
        unitLabelPlural: "100K points",
        minCount: 1,
        maxCount: 200,
        defaultCount: 10,
        unitTiers: [
          { from: 1, unitCents: 200 },
          { from: 11, unitCents: 175 },
          { from: 51, unitCents: 150 },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "minigame-mage-training-arena",
      slug: "mage-training-arena",
      name: "Mage Training Arena",
      imageSrc: "/art/minigames.svg",
      shortDescription: "Pizazz points for Bones to Peaches, the Master wand or the Infinity robes.",
      longDescription:
        "The Mage Training Arena in Al Kharid has four rooms (Telekinetic, Alchemist, Enchanting and Graveyard), each with its own pizazz points. Rewards need points from all four: the Bones to Peaches spell, the wand upgrades up to the Master wand, and the Infinity robes. Our players earn the points and buy the reward you choose.",
      requirements: [
        "33 Magic for the Telekinetic room (Telekinetic Grab)",
        "60 Magic to wield the Master wand or cast Bones to Peaches",
        "50 Magic and 25 Defence to wear Infinity robes",
      ],
      customerProvides: [
        "Runes for the spells each room uses (Telekinetic Grab, alchemy, enchanting and Bones to Bananas), or the gold to buy them",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "Bones to Peaches 1 day, Infinity robes 4–7 days after start",
      faq: [
        {
          question: "Do I keep the Magic experience?",
          answer: "Yes: every spell cast in the rooms gives Magic experience on your account.",
        },
      ],
      tags: ["Reward item", "Magic"],
      pricing: { kind: "fixed", baseCents: 2_500 },
      optionGroups: [
        {
          id: "reward",
          label: "Reward",
          kind: "single",
          choices: [
            { id: "bones-to-peaches", label: "Bones to Peaches spell", baseCents: 2_500 },
            { id: "infinity-boots", label: "Infinity boots", baseCents: 3_000 },
            { id: "master-wand", label: "Master wand (with the wands before it)", baseCents: 5_500 },
            {
              id: "infinity-robes",
              label: "Full Infinity robes (hat, top, bottoms, gloves, boots)",
              baseCents: 10_000,
            },
          ],
        },
        PLAY_METHOD,
        SPEED_AND_STREAM,
      ],
    },
    {
      sku: "minigame-warriors-guild",
      slug: "warriors-guild",
      name: "Warriors' Guild Defenders",
      imageSrc: "/art/minigames.svg",
      shortDescription:
        "The rune or dragon defender from the Warriors' Guild cyclopes, tokens farmed on the animators.",
      longDescription:
        "The Warriors' Guild in Burthorpe trades guild tokens, earned on the armour animators, for time in the cyclops rooms. The cyclopes drop defenders one tier at a time, from bronze to rune, and the dragon defender drops in the basement once you show a rune defender. Our players farm the tokens and the drops until the defender you chose is in your inventory.",
      requirements: [
        "130 combined Attack and Strength, or 99 in either",
        "40 Defence to wear the rune defender, 60 for the dragon defender",
      ],
      customerProvides: [
        "A set of armour for the animators (rune is usual) and food, or the gold to buy them",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "Rune defender 1 day, dragon defender 1–3 days after start",
      faq: [
        {
          question: "I already have a rune defender. Is it cheaper?",
          answer: "Yes: choose the option that starts from a rune defender.",
        },
        {
          question: "Is the dragon defender drop guaranteed?",
          answer: "It is a random drop, but the price is fixed: we keep going until it drops, however long that takes.",
        },
      ],
      tags: ["Reward item", "Combat"],
      pricing: { kind: "fixed", baseCents: 2_500 },
      optionGroups: [
        {
          id: "reward",
          label: "Reward",
          kind: "single",
          choices: [
            { id: "dragon-defender", label: "Dragon defender (starting from nothing)", baseCents: 2_500 },
            { id: "dragon-defender-from-rune", label: "Dragon defender (you have a rune defender)", baseCents: 1_800 },
            { id: "rune-defender", label: "Rune defender", baseCents: 1_500 },
          ],
        },
        PLAY_METHOD,
        SPEED_AND_STREAM,
      ],
    },
    {
      sku: "minigame-giants-foundry",
      slug: "giants-foundry",
      name: "Giants' Foundry",
      imageSrc: "/art/minigames.svg",
      shortDescription: "Giant swords forged for Kovac: Smiths' uniform, double ammo mould or the colossal blade.",
      longDescription:
        "Giants' Foundry is a Smithing minigame where you forge giant swords for Kovac from melted-down bars and equipment, giving Smithing experience and reputation for his shop. The shop holds the Smiths' uniform, the double ammo mould (two cannonballs at a time) and the colossal blade. Our players forge the swords and buy the reward you choose.",
      requirements: ["15 Smithing", "Sleeping Giants"],
      customerProvides: [
        "Metal bars or smithable equipment to melt down, or the gold to buy them",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "2–4 days after start, by reward",
      faq: [
        {
          question: "Which bars should I supply?",
          answer: "Mithril and adamant are the usual mix; we tell you the amounts for your level on live chat.",
        },
      ],
      tags: ["Reward item", "Skilling", "Smithing"],
      pricing: { kind: "fixed", baseCents: 3_500 },
      optionGroups: [
        {
          id: "reward",
          label: "Reward",
          kind: "single",
          choices: [
            { id: "smiths-uniform", label: "Smiths' uniform (full outfit)", baseCents: 3_500 },
            { id: "double-ammo-mould", label: "Double ammo mould", baseCents: 2_500 },
            { id: "colossal-blade", label: "Colossal blade", baseCents: 2_500 },
          ],
        },
        PLAY_METHOD,
        SPEED_AND_STREAM,
      ],
    },
    {
      sku: "minigame-mahogany-homes",
      slug: "mahogany-homes",
      name: "Mahogany Homes",
      imageSrc: "/art/minigames.svg",
      shortDescription: "Mahogany Homes contracts for Construction XP and carpenter points, priced per contract.",
      longDescription:
        "Mahogany Homes is Amy's construction company in Falador: each contract sends you to repair and rebuild furniture in a house in Falador, Varrock, East Ardougne or Hosidius. Contracts give Construction experience and carpenter points for the carpenter's outfit, Amy's saw and the plank sack. The contract tier depends on your Construction level and sets the planks used.",
      requirements: ["A player-owned house", "20 Construction for Novice, 50 for Adept and 70 for Expert contracts"],
      customerProvides: [
        "Planks for your tier (oak, teak or mahogany) and steel bars, or the gold to buy them",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 100 contracts a day after start",
      faq: [
        {
          question: "Why is Expert dearer per contract?",
          answer: "Expert contracts take longer and handle mahogany planks, but give the most experience and points.",
        },
      ],
      tags: ["Skilling", "Construction"],
      pricing: {
        kind: "per-unit",
        unitLabel: "contract",
        unitLabelPlural: "contracts",
        minCount: 10,
        maxCount: 1_000,
        defaultCount: 50,
        unitTiers: [
          { from: 1, unitCents: 80 },
          { from: 51, unitCents: 70 },
          { from: 201, unitCents: 60 },
        ],
      },
      optionGroups: [
        {
          id: "contract-tier",
          label: "Contract tier",
          kind: "single",
          choices: [
            {
              id: "novice",
              label: "Novice (oak planks, 20+ Construction)",
              unitTiers: [
                { from: 1, unitCents: 80 },
                { from: 51, unitCents: 70 },
                { from: 201, unitCents: 60 },
              ],
            },
            {
              id: "adept",
              label: "Adept (teak planks, 50+ Construction)",
              unitTiers: [
                { from: 1, unitCents: 100 },
                { from: 51, unitCents: 90 },
                { from: 201, unitCents: 80 },
              ],
            },
            {
              id: "expert",
              label: "Expert (mahogany planks, 70+ Construction)",
              unitTiers: [
                { from: 1, unitCents: 120 },
                { from: 51, unitCents: 110 },
                { from: 201, unitCents: 100 },
              ],
            },
          ],
        },
        PLAY_METHOD,
        SPEED_AND_STREAM,
      ],
    },
    {
      sku: "minigame-tithe-farm",
      slug: "tithe-farm",
      name: "Tithe Farm",
      imageSrc: "/art/minigames.svg",
      shortDescription: "Tithe Farm runs for Farming XP and points: farmer's outfit, seed box, herb sack.",
      longDescription:
        "The Tithe Farm in Hosidius is a Farming minigame: plant, water and harvest special crops before they wither, then deposit the fruit for experience and points. The points buy the farmer's outfit, the seed box, the herb sack and the gricoller's can. We price it per run of planting and harvesting.",
      requirements: ["34 Farming"],
      customerProvides: [
        "A seed dibber, a spade and watering cans (or a gricoller's can), or the gold to buy them",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 25 runs a day after start",
      faq: [
        {
          question: "Do I need to buy seeds?",
          answer: "No: the special Tithe Farm seeds are taken from the table at the farm itself.",
        },
      ],
      tags: ["Skilling", "Farming"],
      pricing: {
        kind: "per-unit",
        unitLabel: "run",
        unitLabelPlural: "runs",
        minCount: 5,
        maxCount: 500,
        defaultCount: 25,
        unitTiers: [
          { from: 1, unitCents: 200 },
          { from: 26, unitCents: 175 },
          { from: 101, unitCents: 150 },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "minigame-volcanic-mine",
      slug: "volcanic-mine",
      name: "Volcanic Mine",
      imageSrc: "/art/minigames.svg",
      shortDescription: "Volcanic Mine games on Fossil Island for Mining XP and points, priced per game.",
      longDescription:
        "The Volcanic Mine on Fossil Island is a team Mining minigame: mine lava and boulder rocks while keeping the vents stable before the volcano erupts. Each game gives Mining experience and points for the reward shop, which sells the prospector outfit among other items. We price it per game.",
      requirements: ["50 Mining", "Access to Fossil Island (Bone Voyage)"],
      customerProvides: ["A pickaxe, food and stamina potions, or the gold to buy them", ACCOUNT_ACCESS, NO_LOGIN],
      estimatedTime: "About 25 games a day after start",
      faq: [
        {
          question: "Is the Volcanic Mine dangerous?",
          answer: "The heat and lava hurt if you are careless; our players know the mine and bring food just in case.",
        },
      ],
      tags: ["Skilling", "Mining"],
      pricing: {
        kind: "per-unit",
        unitLabel: "game",
        unitLabelPlural: "games",
        minCount: 5,
        maxCount: 300,
        defaultCount: 20,
        unitTiers: [
          { from: 1, unitCents: 250 },
          { from: 26, unitCents: 225 },
          { from: 101, unitCents: 200 },
        ],
      },
      optionGroups: [PLAY_METHOD, SPEED_AND_STREAM],
    },
    {
      sku: "minigame-hallowed-sepulchre",
      slug: "hallowed-sepulchre",
      name: "Hallowed Sepulchre",
      imageSrc: "/art/minigames.svg",
      shortDescription: "Hallowed Sepulchre runs under Darkmeyer for Agility XP, hallowed marks and coffin loot.",
      longDescription:
        "The Hallowed Sepulchre beneath Darkmeyer is an Agility activity of five timed floors full of traps, with coffins to loot for hallowed marks and other rewards. Deeper floors need more Agility but give better experience and loot. We price it per run, from the first floor down to the deepest floor your level allows.",
      requirements: [
        "Sins of the Father (for Darkmeyer)",
        "52 Agility for floor 1; 62, 72, 82 and 92 for floors 2 to 5",
      ],
      customerProvides: [
        "Stamina potions and a lockpick (recommended), or the gold to buy them",
        ACCOUNT_ACCESS,
        NO_LOGIN,
      ],
      estimatedTime: "About 40 runs a day after start",
      faq: [
        {
          question: "Do I keep the loot?",
          answer: "Yes: hallowed marks and everything looted from the coffins stay on your account.",
        },
      ],
      tags: ["Skilling", "Agility"],
      pricing: {
        kind: "per-unit",
        unitLabel: "run",
        unitLabelPlural: "runs",
        minCount: 5,
        maxCount: 500,
        defaultCount: 25,
        unitTiers: [
          { from: 1, unitCents: 100 },
          { from: 51, unitCents: 85 },
        ],
      },
      optionGroups: [
        {
          id: "floors",
          label: "Floors per run",
          kind: "single",
          choices: [
            {
              id: "floors-1-2",
              label: "Floors 1–2 (62+ Agility)",
              unitTiers: [
                { from: 1, unitCents: 100 },
                { from: 51, unitCents: 85 },
              ],
            },
            {
              id: "floors-1-3",
              label: "Floors 1–3 (72+ Agility)",
              unitTiers: [
                { from: 1, unitCents: 150 },
                { from: 51, unitCents: 130 },
              ],
            },
            {
              id: "floors-1-4",
              label: "Floors 1–4 (82+ Agility)",
              unitTiers: [
                { from: 1, unitCents: 200 },
                { from: 51, unitCents: 175 },
              ],
            },
            {
              id: "floors-1-5",
              label: "Floors 1–5 (92+ Agility)",
              unitTiers: [
                { from: 1, unitCents: 300 },
                { from: 51, unitCents: 260 },
              ],
            },
          ],
        },
        PLAY_METHOD,
        SPEED_AND_STREAM,
      ],
    },
  ],
};
