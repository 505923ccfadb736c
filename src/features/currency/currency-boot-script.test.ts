// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { CURRENCY_BOOT_SCRIPT, CURRENCY_STORAGE_KEY, priceAttribute } from "./currency-boot-script";

/** A price as the server renders it: USD text, the other currencies' text in attributes. */
function serverPrice(): HTMLSpanElement {
  const span = document.createElement("span");
  span.setAttribute(priceAttribute("EUR"), "€41.40");
  span.setAttribute(priceAttribute("GBP"), "£35.55");
  span.textContent = "$45.00";
  return span;
}

const observersRan = () => new Promise((done) => setTimeout(done, 0));

afterEach(() => {
  // The script stops watching at DOMContentLoaded, as on a page once React takes over.
  document.dispatchEvent(new Event("DOMContentLoaded"));
  localStorage.clear();
  document.body.innerHTML = "";
  delete document.documentElement.dataset.currency;
});

describe("the currency boot script", () => {
  it("marks the document and turns each price the parser adds into the chosen currency", async () => {
    localStorage.setItem(CURRENCY_STORAGE_KEY, "EUR");
    new Function(CURRENCY_BOOT_SCRIPT)();
    expect(document.documentElement.dataset.currency).toBe("EUR");
    const section = document.createElement("section");
    section.append(serverPrice(), serverPrice());
    document.body.append(section);
    // The parser may add a price's text after the element itself.
    const late = document.createElement("span");
    late.setAttribute(priceAttribute("EUR"), "€9.20");
    document.body.append(late);
    late.append("$10.00");
    await observersRan();
    expect([...document.querySelectorAll("span")].map((span) => span.textContent)).toEqual([
      "€41.40",
      "€41.40",
      "€9.20",
    ]);
  });

  it("stops at DOMContentLoaded: from then on React renders every price", async () => {
    localStorage.setItem(CURRENCY_STORAGE_KEY, "GBP");
    new Function(CURRENCY_BOOT_SCRIPT)();
    document.dispatchEvent(new Event("DOMContentLoaded"));
    document.body.append(serverPrice());
    await observersRan();
    expect(document.querySelector("span")?.textContent).toBe("$45.00");
  });

  it.each([null, "USD", "JPY", "eur"])("leaves the prices in USD when the stored choice is %j", async (stored) => {
    if (stored !== null) localStorage.setItem(CURRENCY_STORAGE_KEY, stored);
    new Function(CURRENCY_BOOT_SCRIPT)();
    document.body.append(serverPrice());
    await observersRan();
    expect(document.querySelector("span")?.textContent).toBe("$45.00");
    expect(document.documentElement.dataset.currency).toBeUndefined();
  });
});
