import { describe, expect, it } from "vitest";
import { getLine } from "./catalogue";
import type { ProductLine } from "./product-schema";

/*
 * Game facts a player would catch, pinned so that an edit of the prose cannot
 * bring a wrong one back. The values are the Old School RuneScape wiki's.
 */

function product(line: ProductLine, sku: string) {
  const found = line.products.find((candidate) => candidate.sku === sku);
  if (!found) throw new Error(`no ${sku} in ${line.id}`);
  return found;
}

/** Every piece of prose a product shows: descriptions, requirements and its FAQ. */
function allText(line: ProductLine): string {
  return line.products
    .flatMap((entry) => [
      entry.shortDescription,
      entry.longDescription,
      ...entry.requirements,
      ...entry.faq.flatMap((item) => [item.question, item.answer]),
    ])
    .join("\n");
}

const bundlesLine = getLine("bundles");
const capesLine = getLine("capes");
const caBossLine = getLine("ca-boss");
const questsLine = getLine("quests");
const skillsLine = getLine("skills");
const EVERY_LINE = [
  bundlesLine,
  capesLine,
  caBossLine,
  getLine("megascales"),
  getLine("pvm"),
  questsLine,
  getLine("raids"),
  skillsLine,
];

describe("prayer unlocks", () => {
  it("Rigour needs 74 Prayer and Augury 77, wherever they are named", () => {
    const text = EVERY_LINE.map(allText).join("\n");
    expect(text).not.toMatch(/Prayer 77\+? \(Rigour\)|Rigour[^.;]{0,20}\b77\b/);
    expect(text).not.toMatch(/Prayer 7[0-3]\+? \((Piety or )?Rigour\)/);
    expect(product(bundlesLine, "bundle-rigour").requirements.join(" ")).toContain("74 Prayer");
    expect(product(capesLine, "infernal-cape").requirements.join(" ")).toContain("Prayer 74+ (Rigour)");
  });
});

describe("weapon requirements", () => {
  it("the Scythe of vitur needs 75 Attack and 90 Strength", () => {
    const attack = product(skillsLine, "skill-attack").longDescription;
    expect(attack).toContain("Scythe of vitur at 75 (with 90 Strength)");
    expect(allText(skillsLine)).not.toMatch(/Scythe of vitur at 80/i);
  });

  it("the Twisted bow needs 75 Ranged", () => {
    expect(product(skillsLine, "skill-ranged").longDescription).toContain("the Twisted bow, both at 75");
    expect(allText(skillsLine)).not.toMatch(/Twisted bow at 85/);
  });
});

describe("armour requirements", () => {
  it("Armadyl armour needs 40 Defence and 70 Ranged, Bandos 65 Defence", () => {
    const defence = product(skillsLine, "skill-defence").longDescription;
    expect(defence).toContain("Bandos at 65, Armadyl at 40 (it also needs 70 Ranged)");
    const text = EVERY_LINE.concat(getLine("minigames")).map(allText).join("\n");
    expect(text).not.toMatch(/Armadyl (armour )?at 70|Bandos and Armadyl at 65 and 70/i);
    expect(text).not.toMatch(/Armadyl[^.;]{0,30}\b70 Defence/i);
  });
});

describe("the Inferno's fire cape", () => {
  it("is sacrificed once to unlock the Inferno, not for each try", () => {
    const text = allText(capesLine);
    expect(text).not.toMatch(/fire cape is needed for each try/i);
    const infernal = product(capesLine, "infernal-cape");
    const failed = infernal.faq.find((item) => item.question === "What happens if the run fails?");
    expect(failed?.answer).toContain("sacrificed only once");
  });
});

describe("quest requirements", () => {
  it("Legends' Quest needs 50 Agility", () => {
    const legends = product(questsLine, "quest-legends-quest").requirements.join(" ");
    expect(legends).toContain("50 in Agility");
    expect(legends).not.toContain("56 Agility");
  });
});

describe("combat achievement groups", () => {
  it("describe the same tasks their label names (General Graardor's Master and Grandmaster group)", () => {
    for (const entry of caBossLine.products) {
      if (entry.pricing.kind !== "tiered") continue;
      for (const tier of entry.pricing.tiers) {
        if (tier.label === "Master and Grandmaster tasks" && tier.description?.includes("Grandmaster"))
          expect(tier.description, entry.sku).toMatch(/Master and Grandmaster/);
      }
    }
    const graardor = product(caBossLine, "ca-boss-general-graardor");
    expect(graardor.pricing.kind === "tiered" && graardor.pricing.tiers.at(-1)?.description).toBe(
      "Its Master and Grandmaster tasks",
    );
  });
});
