import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_CART_REMINDERS } from "@/domain/carts/automatic-reminders";
import { buildSnapshot, seedRecords } from "@/domain/catalogue/catalogue-snapshot";
import { DEFAULT_CHAT_SETTINGS, DEFAULT_CURRENCY_RATES, DEFAULT_GOLD_SETTINGS } from "@/domain/settings/shop-settings";
import { CATALOGUE_STORE_KEY, unsoldProductUrl } from "./sold-paths";

const SETTINGS = {
  discountBasisPoints: 1000,
  goldRates: { sellMillicentsPerMillion: 19_000, buyMillicentsPerMillion: 12_000 },
  minOrderCents: 100,
  currencyRates: DEFAULT_CURRENCY_RATES,
  orderLinkDays: 90,
  cartReminders: DEFAULT_CART_REMINDERS,
  staffRefundLimitCents: 10_000,
  gold: DEFAULT_GOLD_SETTINGS,
  chat: DEFAULT_CHAT_SETTINGS,
};

type Holder = { [CATALOGUE_STORE_KEY]?: unknown };

function loadCatalogue(hiddenSku?: string) {
  const records = seedRecords("2026-11-26T00:00:00.000Z").map((record) =>
    record.sku === hiddenSku ? { ...record, status: "hidden" as const } : record,
  );
  (globalThis as Holder)[CATALOGUE_STORE_KEY] = { snapshot: buildSnapshot(1, records, SETTINGS) };
}

afterEach(() => {
  delete (globalThis as Holder)[CATALOGUE_STORE_KEY];
});

describe("unsoldProductUrl", () => {
  it("sends an unknown slug and a hidden product to the 404 page, query kept", () => {
    loadCatalogue("quest-song-of-the-elves");
    expect(unsoldProductUrl("/osrs-quests/no-such-quest")).toBe("/_unsold/osrs-quests/no-such-quest");
    expect(unsoldProductUrl("/osrs-quests/song-of-the-elves?_rsc=1")).toBe(
      "/_unsold/osrs-quests/song-of-the-elves?_rsc=1",
    );
  });

  it("leaves sold products, other pages and a process with no catalogue yet alone", () => {
    loadCatalogue("quest-song-of-the-elves");
    for (const url of ["/osrs-quests/dragon-slayer-ii", "/fire-cape?x=1", "/osrs-quests", "/", "/api/health"]) {
      expect(unsoldProductUrl(url), url).toBeUndefined();
    }
    delete (globalThis as Holder)[CATALOGUE_STORE_KEY];
    expect(unsoldProductUrl("/osrs-quests/no-such-quest")).toBeUndefined();
  });
});
