import type { Locator, Page } from "@playwright/test";
import { nextFrames } from "../support/frames";

export type DataLayerEntry = Record<string, unknown> & { event?: string; event_id?: string; pushedAt?: number };

/** The shell every page shares: header, mobile menu, footer, and the analytics data layer. */
export class ShopPage {
  constructor(readonly page: Page) {}

  /** Loads a path and waits until React has hydrated (the first page_view is pushed after that). */
  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await this.waitForPageView(path.split(/[?#]/)[0] ?? path);
  }

  async waitForPageView(path: string): Promise<void> {
    await this.page.waitForFunction(
      (expected) =>
        (window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer?.some(
          (entry) => entry.event === "page_view" && entry.page_path === expected,
        ) ?? false,
      path,
    );
  }

  dataLayer(): Promise<DataLayerEntry[]> {
    return this.page.evaluate(() => (window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []);
  }

  get header(): Locator {
    return this.page.getByTestId("site-header");
  }

  /** "Test shop: no real payments are taken", outside live mode. */
  get testModeNotice(): Locator {
    return this.page.getByRole("note");
  }

  navLink(name: "home" | "osrs-gold" | "osrs-services" | "infernal-cape"): Locator {
    return this.page.getByTestId(`nav-link-${name}`);
  }

  get joinDiscordLink(): Locator {
    return this.page.getByTestId("header-join-discord");
  }

  async headerIsSolid(): Promise<boolean> {
    return (await this.header.getAttribute("data-solid")) === "true";
  }

  async headerBackground(): Promise<string> {
    return this.header.evaluate((element) => getComputedStyle(element).backgroundColor);
  }

  async scrollTo(y: number): Promise<void> {
    await this.page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await this.page.waitForFunction((top) => Math.round(window.scrollY) === top, y);
    // Let the scroll listener's state update render.
    await this.nextFrames();
  }

  /**
   * Resolves after two animation frames: whatever a click or a key press set off synchronously
   * (a store update, React's render, the requests it starts) has happened by then. The signal a
   * "nothing happened" check waits for before it looks.
   */
  async nextFrames(): Promise<void> {
    await nextFrames(this.page);
  }

  get menuButton(): Locator {
    return this.page.getByTestId("mobile-menu-button");
  }

  get mobileMenu(): Locator {
    return this.page.getByTestId("mobile-menu");
  }

  async openMobileMenu(): Promise<void> {
    await this.menuButton.click();
    await this.mobileMenu.waitFor({ state: "visible" });
  }

  mobileMenuLink(label: string): Locator {
    return this.mobileMenu.getByRole("link", { name: label, exact: true });
  }

  /** The header's currency picker (wide screens; on phones it is in the mobile menu). */
  get currencyPicker(): Locator {
    return this.page.getByTestId("currency-picker-header");
  }

  get menuCurrencyPicker(): Locator {
    return this.mobileMenu.getByRole("combobox", { name: "Currency" });
  }

  /** Picks a currency in the header and waits until the document is marked with it. */
  async chooseCurrency(code: string): Promise<void> {
    await this.currencyPicker.selectOption(code);
    await this.page.waitForFunction((expected) => document.documentElement.dataset.currency === expected, code);
  }

  get footer(): Locator {
    return this.page.getByTestId("site-footer");
  }

  footerLink(slug: "join-discord" | "blog" | "terms-of-service" | "privacy"): Locator {
    return this.page.getByTestId(`footer-link-${slug}`);
  }

  /**
   * Whether the browser has drawn the element: false while it sits in a `lazy-render` block that
   * has not yet come near the viewport (its style, layout and paint are skipped).
   */
  async isDrawn(element: Locator): Promise<boolean> {
    return element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));
  }

  get paymentStrip(): Locator {
    return this.page.getByTestId("payment-strip");
  }

  /** "deep" while the page inside the frame asks for the darker backdrop (a DeepBackdrop marker). */
  async backdrop(): Promise<"deep" | "default"> {
    return this.page
      .getByTestId("shell-frame")
      .evaluate((frame) => (frame.querySelector('[data-backdrop="deep"]') ? "deep" : "default"));
  }
}
