import { expect, type Locator, type Page } from "@playwright/test";

/** /orders/REFERENCE?k=TOKEN: the customer's private, live order page (issue 18). */
export class OrderTrackingPage {
  readonly reference: Locator;
  readonly live: Locator;
  readonly step: Locator;
  readonly stepText: Locator;
  readonly announcer: Locator;
  readonly payment: Locator;
  readonly pausedReason: Locator;
  readonly progress: Locator;
  readonly progressText: Locator;
  readonly trade: Locator;
  /** A gold order's "Delivered 300M of 500M" and each trade with its time. */
  readonly goldDelivered: Locator;
  readonly goldDeliveries: Locator;
  readonly timelineSteps: Locator;
  readonly stepEmails: Locator;
  /** A manual method's order: how to pay, the balance after a part payment, the shop's details. */
  readonly manualPayment: Locator;
  readonly balanceDue: Locator;
  readonly payTo: Locator;
  /** An order paid with OSRS gold: the millions to trade and how. */
  readonly goldPayment: Locator;
  readonly goldAmount: Locator;

  constructor(readonly page: Page) {
    this.reference = page.getByTestId("order-reference");
    this.live = page.getByTestId("order-live");
    this.step = page.getByTestId("order-step");
    this.stepText = page.getByTestId("order-step-text");
    this.announcer = page.getByTestId("order-announcer");
    this.payment = page.getByTestId("order-payment-status");
    this.pausedReason = page.getByTestId("order-paused-reason");
    this.progress = page.getByTestId("order-progress");
    this.progressText = page.getByTestId("order-progress-text");
    this.trade = page.getByTestId("order-trade");
    this.goldDelivered = page.getByTestId("order-gold-delivered");
    this.goldDeliveries = page.getByTestId("order-gold-delivery-entry");
    this.timelineSteps = page.getByTestId("order-timeline-step");
    this.stepEmails = page.getByLabel("Email me at each step");
    this.manualPayment = page.getByTestId("order-manual-payment");
    this.balanceDue = page.getByTestId("order-balance-due");
    this.payTo = page.getByTestId("order-pay-to");
    this.goldPayment = page.getByTestId("order-gold-payment");
    this.goldAmount = page.getByTestId("order-gold-amount");
  }

  /** Opens the link and waits for the page to be hydrated (the toggle is enabled then). */
  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.reference).toBeVisible();
    await expect(this.stepEmails).toBeEnabled();
  }
}
