import type { Locator, Page } from "@playwright/test";

/** The review form on a delivered order's private page (#review). */
export class ReviewFormSection {
  readonly section: Locator;
  readonly form: Locator;
  readonly body: Locator;
  readonly title: Locator;
  readonly submit: Locator;
  readonly sent: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByTestId("review-invite");
    this.form = page.getByTestId("review-form");
    this.body = page.getByTestId("review-body-input");
    this.title = page.getByTestId("review-title");
    this.submit = page.getByTestId("review-submit");
    this.sent = page.getByTestId("review-sent");
  }

  star(stars: number): Locator {
    return this.page.getByTestId(`review-star-${stars}`);
  }
}

/** A product page's reviews (and the home's newest ones, which are the same cards). */
export class ProductReviewsSection {
  readonly section: Locator;
  readonly cards: Locator;
  readonly rating: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByTestId("product-reviews");
    this.cards = this.section.getByTestId("review-card");
    this.rating = page.getByTestId("product-rating");
  }

  card(text: string): Locator {
    return this.cards.filter({ hasText: text });
  }
}

/** /admin/reviews: the pending reviews with Publish and Reject, the published ones with Unpublish. */
export class AdminReviewsPage {
  readonly pending: Locator;
  readonly published: Locator;

  constructor(readonly page: Page) {
    this.pending = page.getByTestId("admin-reviews-pending");
    this.published = page.getByTestId("admin-reviews-published");
  }

  async open(): Promise<void> {
    await this.page.goto("/admin/reviews");
    await this.pending.waitFor();
  }

  review(list: Locator, text: string): Locator {
    return list.getByTestId("admin-review").filter({ hasText: text });
  }
}
