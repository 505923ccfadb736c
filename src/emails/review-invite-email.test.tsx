import { describe, expect, it } from "vitest";
import { orderWords } from "@/domain/orders/order-words";
import { REVIEW_INVITE_TEXT } from "@/domain/reviews/review-invite";
import { stepParts } from "./email-parts";
import { SAMPLE_BRAND, SAMPLE_ORDER } from "./email-samples";

const PAGE = "https://shop.test/orders/RF-7K2M9Q3X?k=abc";

function stepEmail(step: "delivered" | "in_progress") {
  return stepParts(SAMPLE_BRAND, {
    reference: SAMPLE_ORDER.reference,
    testMode: false,
    siteName: SAMPLE_BRAND.siteName,
    step,
    words: orderWords(SAMPLE_ORDER),
    progress: null,
    reason: null,
    trade: null,
    pageUrl: PAGE,
  });
}

describe("the delivered email's invitation to review", () => {
  it("links both parts to the review form on the order's page", () => {
    const email = stepEmail("delivered");
    expect(email.text).toContain(`${REVIEW_INVITE_TEXT}: ${PAGE}#review`);
    expect(email.html).toContain(`href="${PAGE.replace("&", "&amp;")}#review"`);
    expect(email.html).toContain(REVIEW_INVITE_TEXT);
  });

  it("is in no other step's email", () => {
    const email = stepEmail("in_progress");
    expect(email.text).not.toContain("#review");
    expect(email.html).not.toContain("#review");
  });
});
