/** Every line the shop sells, with the route that sells it; the home page shows one card each. */

export type ProductLineCard = {
  id: string;
  name: string;
  href: string;
  blurb: string;
  /** Our own artwork under public/art. */
  imageSrc: string;
  /** A service line (a player from our team plays it), listed on /osrs-services; gold and the services page itself are not. */
  service: boolean;
};

export const PRODUCT_LINES: readonly ProductLineCard[] = [
  {
    id: "gold",
    name: "OSRS Gold",
    href: "/osrs-gold",
    blurb:
      "Any amount from 100M, traded face to face in game, with the stock and the delivery time shown before you pay.",
    imageSrc: "/art/gold.svg",
    service: false,
  },
  {
    id: "services",
    name: "OSRS Services",
    href: "/osrs-services",
    blurb: "Every service in one place: capes, bosses, raids, quests, skills and more.",
    imageSrc: "/art/services.svg",
    service: false,
  },
  {
    id: "infernal-cape",
    name: "Infernal Cape",
    href: "/infernal-cape",
    blurb: "TzKal-Zuk defeated by Inferno specialists, for mains, zerkers and pures.",
    imageSrc: "/art/infernal-cape.svg",
    service: true,
  },
  {
    id: "fire-cape",
    name: "Fire Cape",
    href: "/fire-cape",
    blurb: "All 63 waves of the Fight Caves and TzTok-Jad, with an express option.",
    imageSrc: "/art/fire-cape.svg",
    service: true,
  },
  {
    id: "quiver",
    name: "Dizana's Quiver",
    href: "/quiver",
    blurb: "The Fortis Colosseum's 12 waves and Sol Heredit, cleared for you.",
    imageSrc: "/art/quiver.svg",
    service: true,
  },
  {
    id: "megascales",
    name: "Megascales",
    href: "/megascales",
    blurb: "Scaled Chambers of Xeric raids for more points and more chances at rare drops.",
    imageSrc: "/art/megascales.svg",
    service: true,
  },
  {
    id: "dt2",
    name: "Desert Treasure II Bosses",
    href: "/osrs-dt2",
    blurb: "Duke Sucellus, the Leviathan, the Whisperer and Vardorvis, Awakened included.",
    imageSrc: "/art/dt2.svg",
    service: true,
  },
  {
    id: "pvm",
    name: "Boss Kills",
    href: "/osrs-pvm",
    blurb: "Kill counts and drops from God Wars, Wilderness, Slayer and world bosses.",
    imageSrc: "/art/pvm.svg",
    service: true,
  },
  {
    id: "raids",
    name: "Raids",
    href: "/osrs-raids",
    blurb: "Chambers of Xeric, Theatre of Blood and Tombs of Amascut at any level.",
    imageSrc: "/art/raids.svg",
    service: true,
  },
  {
    id: "quests",
    name: "Quests",
    href: "/osrs-quests",
    blurb: "From Dragon Slayer to Song of the Elves, up to the Quest cape.",
    imageSrc: "/art/quests.svg",
    service: true,
  },
  {
    id: "skills",
    name: "Skills",
    href: "/osrs-skills",
    blurb: "Power-levelling for all 24 skills, priced by the XP and the method you choose.",
    imageSrc: "/art/skills.svg",
    service: true,
  },
  {
    id: "diaries",
    name: "Achievement Diaries",
    href: "/osrs-diaries",
    blurb: "All 12 regions, Easy to Elite, with the rewards unlocked.",
    imageSrc: "/art/diaries.svg",
    service: true,
  },
  {
    id: "minigames",
    name: "Minigames",
    href: "/osrs-minigames",
    blurb: "Fighter torso, Elite void, Dragon defender, Raiments of the Eye and more.",
    imageSrc: "/art/minigames.svg",
    service: true,
  },
  {
    id: "combat-achievements",
    name: "Combat Achievements",
    href: "/osrs-combat-achievements",
    blurb: "Tasks by boss or by tier, Easy through Grandmaster.",
    imageSrc: "/art/combat-achievements.svg",
    service: true,
  },
  {
    id: "bundles",
    name: "Bundles",
    href: "/osrs-services#bundles",
    blurb: "Quest cape, Barrows gloves, prayer unlocks and starter packs at a bundle price.",
    imageSrc: "/art/bundles.svg",
    service: true,
  },
  {
    id: "ironman-gathering",
    name: "Ironman Gathering",
    href: "/osrs-ironman-gathering",
    blurb: "Ores, logs, herbs, secondaries and fish gathered on your ironman.",
    imageSrc: "/art/ironman-gathering.svg",
    service: true,
  },
];
