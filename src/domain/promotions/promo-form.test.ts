import { describe, expect, it } from "vitest";
import {
  EMPTY_PROMO_FORM,
  type PromoTargets,
  parsePercentToBasisPoints,
  parsePromoForm,
  parseUtcTime,
  resolveTargets,
  targetNames,
} from "./promo-form";

const KNOWN: PromoTargets = {
  lines: [
    { id: "capes", name: "Capes" },
    { id: "raids", name: "Raids" },
  ],
  products: [
    { sku: "fire-cape", name: "Fire Cape", lineId: "capes" },
    { sku: "infernal-cape", name: "Infernal Cape", lineId: "capes" },
  ],
};
/** Before every date the tests type (they are in 2026-03 and 2026-04). */
const AT = { now: new Date("2026-02-01T00:00:00.000Z") };

describe("the new promo code form", () => {
  it("parses a full form into a code", () => {
    const parsed = parsePromoForm(
      {
        ...EMPTY_PROMO_FORM,
        code: " spring10 ",
        kind: "percent",
        amount: "12.5",
        scope: "skus",
        targets: "fire-cape, infernal-cape",
        includeGold: "on",
        minTotal: "20",
        startsAt: "2026-03-01T09:30",
        endsAt: "2026-04-01T00:00",
        maxUses: "100",
        maxUsesPerEmail: "1",
      },
      KNOWN,
      AT,
    );
    expect(parsed).toEqual({
      ok: true,
      promo: {
        code: "SPRING10",
        kind: "percent",
        value: 1_250,
        scope: "skus",
        targets: ["fire-cape", "infernal-cape"],
        includeGold: true,
        minTotalCents: 2_000,
        startsAt: "2026-03-01T09:30:00.000Z",
        endsAt: "2026-04-01T00:00:00.000Z",
        maxUses: 100,
        maxUsesPerEmail: 1,
      },
    });
  });

  it("takes a fixed amount in dollars and leaves empty limits open", () => {
    const parsed = parsePromoForm({ ...EMPTY_PROMO_FORM, code: "FIVE", kind: "fixed", amount: "5.00" }, KNOWN, AT);
    expect(parsed).toMatchObject({
      ok: true,
      promo: { value: 500, minTotalCents: 0, startsAt: null, endsAt: null, maxUses: null, maxUsesPerEmail: null },
    });
  });

  it("says what is wrong with each field", () => {
    const parsed = parsePromoForm(
      {
        code: "a b",
        kind: "percent",
        amount: "150",
        scope: "lines",
        targets: "capes, nowhere",
        includeGold: "",
        minTotal: "lots",
        startsAt: "2026-03-01T09:30",
        endsAt: "2026-02-01T09:30",
        maxUses: "0",
        maxUsesPerEmail: "1.5",
      },
      KNOWN,
      AT,
    );
    expect(parsed).toEqual({
      ok: false,
      errors: {
        code: "Use 3 to 32 letters, digits, - or _.",
        amount: "Enter a percentage from 0.01 to 90, like 10.",
        targets: "Not in the catalogue: “nowhere”. Choose from the list.",
        minTotal: "Enter an amount in dollars, like 20.00, or leave it empty.",
        endsAt: "The end must come after the start.",
        maxUses: "Enter a whole number of 1 or more, or leave it empty.",
        maxUsesPerEmail: "Enter a whole number of 1 or more, or leave it empty.",
      },
    });
    expect(parsePromoForm({ ...EMPTY_PROMO_FORM, code: "OKAY", amount: "5", scope: "skus" }, KNOWN, AT)).toEqual({
      ok: false,
      errors: { targets: "Choose at least one product." },
    });
    expect(parsePromoForm({ ...EMPTY_PROMO_FORM, code: "OKAY", kind: "fixed", amount: "0" }, KNOWN, AT)).toMatchObject({
      errors: { amount: "Enter an amount in dollars, like 5.00." },
    });
  });

  it("refuses an amount over its bound, naming it", () => {
    expect(parsePromoForm({ ...EMPTY_PROMO_FORM, code: "ALL", amount: "100" }, KNOWN, AT)).toEqual({
      ok: false,
      errors: { amount: "A code takes at most 90% off: 100% off is refused." },
    });
    expect(parsePromoForm({ ...EMPTY_PROMO_FORM, code: "RICH", kind: "fixed", amount: "99999999" }, KNOWN, AT)).toEqual(
      {
        ok: false,
        errors: { amount: "A code takes at most $1,000.00 off: $99,999,999.00 off is refused." },
      },
    );
    expect(parsePromoForm({ ...EMPTY_PROMO_FORM, code: "NINETY", amount: "90" }, KNOWN, AT)).toMatchObject({
      ok: true,
    });
    expect(
      parsePromoForm({ ...EMPTY_PROMO_FORM, code: "GRAND", kind: "fixed", amount: "1000" }, KNOWN, AT),
    ).toMatchObject({
      ok: true,
    });
  });

  it("takes products and lines by name or id, and names what matches nothing whole", () => {
    expect(resolveTargets("Fire Cape", "skus", KNOWN)).toEqual({ ids: ["fire-cape"], unknown: [] });
    expect(resolveTargets("fire cape,  INFERNAL-cape", "skus", KNOWN)).toEqual({
      ids: ["fire-cape", "infernal-cape"],
      unknown: [],
    });
    // A list of ids separated by spaces, as the old field took them.
    expect(resolveTargets("fire-cape infernal-cape", "skus", KNOWN).ids).toEqual(["fire-cape", "infernal-cape"]);
    expect(resolveTargets("Fire Capes, Capes", "skus", KNOWN)).toEqual({ ids: [], unknown: ["Fire Capes", "Capes"] });
    expect(resolveTargets("capes", "lines", KNOWN)).toEqual({ ids: ["capes"], unknown: [] });
    const typed = parsePromoForm(
      { ...EMPTY_PROMO_FORM, code: "CAPE", amount: "5", scope: "skus", targets: "Fire Cape" },
      KNOWN,
      AT,
    );
    expect(typed).toMatchObject({ ok: true, promo: { targets: ["fire-cape"] } });
    expect(targetNames(KNOWN)).toMatchObject({ capes: "Capes", "fire-cape": "Fire Cape" });
  });

  it("refuses an end in the past and a new start in the past, but keeps an edited code's start", () => {
    const now = new Date("2026-03-10T12:00:30.000Z");
    const form = { ...EMPTY_PROMO_FORM, code: "LATE", amount: "5" };
    expect(
      parsePromoForm({ ...form, startsAt: "2026-03-01T00:00", endsAt: "2026-03-05T00:00" }, KNOWN, { now }),
    ).toEqual({
      ok: false,
      errors: {
        startsAt: "The start is in the past: choose a later time, or leave it empty to start at once.",
        endsAt: "The end is in the past: choose a later time, or leave it empty for no end.",
      },
    });
    expect(parsePromoForm({ ...form, endsAt: "2026-03-10T12:00" }, KNOWN, { now })).toMatchObject({
      errors: { endsAt: "The end is in the past: choose a later time, or leave it empty for no end." },
    });
    // This very minute is not the past; an edited code's own start may be.
    expect(parsePromoForm({ ...form, startsAt: "2026-03-10T12:00" }, KNOWN, { now })).toMatchObject({ ok: true });
    expect(
      parsePromoForm({ ...form, startsAt: "2026-03-01T00:00", endsAt: "2026-04-01T00:00" }, KNOWN, {
        now,
        keptStartsAt: "2026-03-01T00:00:00.000Z",
      }),
    ).toMatchObject({ ok: true });
  });

  it("reads percentages and UTC times exactly", () => {
    expect(parsePercentToBasisPoints("10")).toBe(1_000);
    expect(parsePercentToBasisPoints("0.01")).toBe(1);
    expect(parsePercentToBasisPoints("100")).toBe(10_000);
    expect(parsePercentToBasisPoints("0")).toBeNull();
    expect(parsePercentToBasisPoints("10.001")).toBeNull();
    expect(parseUtcTime("")).toBeNull();
    expect(parseUtcTime("2026-02-30T10:00")).toBeUndefined();
    expect(parseUtcTime("2026-02-28T10:00")).toBe("2026-02-28T10:00:00.000Z");
  });
});
