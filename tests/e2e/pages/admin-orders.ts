import { expect, type Locator, type Page } from "@playwright/test";

/** /admin/orders: the filter form, the table, paging and the export. */
export class AdminOrdersPage {
  readonly search: Locator;
  readonly filterButton: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly error: Locator;
  readonly exportLink: Locator;
  readonly nav: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByLabel("Search", { exact: true });
    this.filterButton = page.getByRole("button", { name: "Filter" });
    this.table = page.getByTestId("admin-orders-table");
    this.rows = this.table.locator("tbody tr");
    this.error = page.getByTestId("admin-orders-error");
    this.exportLink = page.getByTestId("admin-orders-export");
    this.nav = page.getByRole("navigation", { name: "Back office" });
  }

  async open(query = ""): Promise<void> {
    await this.page.goto(`/admin/orders${query}`);
    await expect(this.page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  }

  select(label: "Status" | "Fulfilment" | "Method" | "Mode" | "Assigned to"): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  row(reference: string): Locator {
    return this.rows.filter({ hasText: reference });
  }

  /** A row's box for the bulk actions. */
  selectRow(reference: string): Locator {
    return this.page.getByRole("checkbox", { name: `Select ${reference}`, exact: true });
  }

  /** The bulk bar: select all on the page, the count, its actions and its answer. */
  get bulk() {
    const bar = this.page.getByTestId("admin-bulk-bar");
    return {
      all: bar.getByTestId("admin-bulk-all"),
      count: bar.getByTestId("admin-bulk-count"),
      result: bar.getByTestId("admin-bulk-result"),
      action: (name: "Set fulfilment" | "Assign" | "Export selected") => bar.getByRole("button", { name, exact: true }),
      dialog: this.page.getByTestId("admin-bulk-dialog"),
    };
  }

  /** Searches for `text` through the form and opens the order whose reference it is. */
  async openOrder(reference: string): Promise<void> {
    await this.search.fill(reference);
    await this.filterButton.click();
    await this.page.waitForURL((url) => url.searchParams.get("q") === reference);
    await this.row(reference).getByRole("link", { name: reference }).click();
    await expect(this.page.getByTestId("admin-order-reference")).toHaveText(reference);
  }
}

/** /admin/orders/[id]: the order, its timeline, and the actions with their dialogs. */
export class AdminOrderPage {
  readonly reference: Locator;
  readonly status: Locator;
  readonly fulfilment: Locator;
  readonly timeline: Locator;
  readonly dialog: Locator;
  readonly dialogError: Locator;
  readonly totals: Locator;

  constructor(readonly page: Page) {
    this.reference = page.getByTestId("admin-order-reference");
    this.status = page.getByTestId("admin-order-status");
    this.fulfilment = page.getByTestId("admin-order-fulfilment");
    this.timeline = page.getByTestId("admin-order-timeline-entry");
    this.dialog = page.getByTestId("admin-order-dialog");
    this.dialogError = this.dialog.getByTestId("admin-form-error");
    this.totals = page.getByTestId("admin-order-totals");
  }

  action(
    name:
      | "Set fulfilment"
      | "Update progress"
      | "Trade details"
      | "Add note"
      | "Resend receipt"
      | "Record payment"
      | "Confirm gold received"
      | "Refund"
      | "Record refund"
      | "Cancel order",
  ): Locator {
    return this.page.getByTestId("admin-order-actions").getByRole("button", { name, exact: true });
  }

  total(term: "Subtotal" | "Discount" | "Total" | "Refunded" | "Refund pending" | "Refundable"): Locator {
    return this.page.getByTestId(`admin-order-totals-${term.toLowerCase().replaceAll(" ", "-")}`);
  }

  /** The Assigned to card: who has the order, the select, Assign and Unassign. */
  get assignment() {
    return {
      shown: this.page.getByTestId("admin-order-assignee"),
      select: this.page.getByTestId("admin-order-assign-to"),
      assign: this.page.getByTestId("admin-order-assign"),
      unassign: this.page.getByTestId("admin-order-unassign"),
    };
  }

  /** A row of the Payments received card of a manual method's order. */
  received(term: "Received" | "Balance due" | "Overpaid by"): Locator {
    return this.page.getByTestId(`admin-order-received-${term.toLowerCase().replaceAll(" ", "-")}`);
  }

  /** A row of the Fulfilment card (issue 18): Step, Progress, Paused because, Trade, Step emails. */
  work(term: "Step" | "Progress" | "Paused because" | "Trade" | "Step emails"): Locator {
    return this.page.getByTestId(`admin-order-work-${term.toLowerCase().replaceAll(" ", "-")}`);
  }

  /** A row of a gold order's Gold card: Ordered, Reserved, Delivered, State. */
  gold(term: "Ordered" | "Reserved" | "Delivered" | "State"): Locator {
    return this.page.getByTestId(`admin-order-gold-${term.toLowerCase()}`);
  }

  /** Opens Record delivery on the Gold card and records `millions` (the rest when left as offered). */
  async recordDelivery(millions?: string): Promise<void> {
    await this.page.getByTestId("admin-order-record-delivery").click();
    if (millions !== undefined) await this.dialog.getByLabel("Millions traded").fill(millions);
    await this.dialog.getByRole("button", { name: "Record delivery" }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** A refusal shown beside a field of the step, trade or delivery dialog. */
  fieldError(dialog: "step" | "trade" | "gold-payment" | "delivery"): Locator {
    return this.dialog.getByTestId(`admin-${dialog}-error`);
  }

  /** Opens the step dialog (or Update progress) and sends a figure; the goal is left alone for percent. */
  async reportProgress(
    figure: { done: number; target?: number; unit?: string },
    from: "Set fulfilment" | "Update progress" = "Update progress",
  ): Promise<void> {
    await this.action(from).click();
    await this.dialog.getByLabel("New status").selectOption({ label: "in progress" });
    if (figure.unit) await this.dialog.getByLabel("Unit").selectOption({ label: figure.unit });
    await this.dialog.getByLabel("Done").fill(String(figure.done));
    if (figure.target !== undefined) await this.dialog.getByLabel("Goal").fill(String(figure.target));
    await this.dialog.getByRole("button", { name: "Set status" }).click();
    await expect(this.dialog).toBeHidden();
    // The page has read the order again: the next dialog starts from this figure (its unit, its goal),
    // not from the one before, which it would if opened while a slow refresh is still on its way.
    await expect(this.work("Progress")).toContainText(String(figure.done));
  }

  async setFulfilment(label: "queued" | "in progress" | "delivered" | "cancelled"): Promise<void> {
    await this.action("Set fulfilment").click();
    await this.dialog.getByLabel("New status").selectOption({ label });
    await this.dialog.getByRole("button", { name: "Set status" }).click();
    await expect(this.dialog).toBeHidden();
    await expect(this.fulfilment).toHaveText(label);
  }

  async addNote(text: string): Promise<void> {
    await this.action("Add note").click();
    await this.dialog.getByLabel("Note").fill(text);
    await this.dialog.getByRole("button", { name: "Add note" }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** Fills and confirms the Record payment dialog; the dialog stays open when the server refuses. */
  async recordPayment(dollars: string, paymentReference: string): Promise<void> {
    await this.dialog.getByLabel("Amount received").fill(dollars);
    await this.dialog.getByLabel("Payment reference").fill(paymentReference);
    await this.dialog.getByRole("button", { name: "Record payment" }).click();
  }

  /** A refund of `dollars`, or of everything left, with the reason the customer reads. */
  async refund(dollars: string | "full", reason = "Asked by the customer"): Promise<void> {
    await this.action("Refund").click();
    await this.fillRefund(dollars, reason);
    await this.dialog.getByRole("button", { name: "Refund" }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** The refund fields the refund and cancel dialogs share: how much, and why. */
  async fillRefund(dollars: string | "full" | "none", reason: string): Promise<void> {
    if (dollars === "full") await this.dialog.getByLabel(/^All of it/).check();
    else if (dollars === "none") await this.dialog.getByLabel("No refund").check();
    else {
      await this.dialog.getByLabel("Part of it").check();
      await this.dialog.getByLabel("Amount to refund").fill(dollars);
    }
    await this.dialog.getByLabel("Reason").fill(reason);
  }

  /** A manual order's refund made by hand, recorded: how much, why, how it was sent and its reference. */
  async recordRefund(dollars: string | "full", reason: string, sentBy: string, reference: string): Promise<void> {
    await this.action("Record refund").click();
    await this.fillRefund(dollars, reason);
    await this.dialog.getByLabel("Sent by").fill(sentBy);
    await this.dialog.getByLabel("Refund reference").fill(reference);
    await this.dialog.getByRole("button", { name: "Record refund" }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** Cancels through the fulfilment control, which opens the cancel dialog: the refund and why. */
  async cancelOrder(dollars: string | "full" | "none", reason: string): Promise<void> {
    await this.action("Set fulfilment").click();
    await this.dialog.getByLabel("New status").selectOption({ label: "cancelled" });
    await this.dialog.getByRole("button", { name: "Next: refund and reason" }).click();
    await expect(this.dialog.getByRole("heading", { name: "Cancel order" })).toBeVisible();
    if (dollars === "none" && (await this.dialog.getByLabel("No refund").count()) === 0) {
      await this.dialog.getByLabel("Reason").fill(reason);
    } else await this.fillRefund(dollars, reason);
    await this.dialog.getByRole("button", { name: /^Cancel (and refund|order)$/ }).click();
    await expect(this.dialog).toBeHidden();
    await expect(this.fulfilment).toHaveText("cancelled");
  }
}
