// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PublicReview } from "@/domain/reviews/review-rules";
import { HydratedProvider } from "@/features/runtime/use-hydrated";
import { ProductReviews } from "./product-reviews";

const review = (id: string, createdAt: string, helpfulCount: number, body = `Review ${id}`): PublicReview => ({
  id,
  rating: 5,
  title: null,
  body,
  displayName: "Ada L.",
  createdAt,
  helpfulCount,
});

// The shop's link needs the app router; a plain anchor stands in for it here.
vi.mock("@/features/navigation/shop-link", () => ({
  ShopLink: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

afterEach(cleanup);

describe("a product page's reviews", () => {
  it("shows markup and addresses in a review as text: no link, no image, no script", () => {
    const hostile = '<a href="https://evil.test">win</a> <img src=x onerror=alert(1)> https://evil.test';
    const { container } = render(
      <ProductReviews productName="Fire Cape" reviews={[review("a", "2026-01-01T00:00:00Z", 0, hostile)]} />,
    );
    expect(screen.getByTestId("review-body").textContent).toBe(hostile);
    expect(container.querySelector('a[href="https://evil.test"], img, script')).toBeNull();
  });

  it("sorts newest first, or most helpful first from the radio buttons", () => {
    render(
      <HydratedProvider>
        <ProductReviews
          productName="Fire Cape"
          reviews={[review("old", "2026-01-01T00:00:00Z", 9), review("new", "2026-03-01T00:00:00Z", 1)]}
        />
      </HydratedProvider>,
    );
    const bodies = () => screen.getAllByTestId("review-body").map((element) => element.textContent);
    expect(bodies()).toEqual(["Review new", "Review old"]);
    fireEvent.click(screen.getByTestId("review-sort-helpful"));
    expect(bodies()).toEqual(["Review old", "Review new"]);
  });

  it("says there are none yet, and links to all the shop's reviews", () => {
    render(<ProductReviews productName="Fire Cape" reviews={[]} />);
    expect(screen.getByTestId("product-reviews-empty").textContent).toContain("No reviews of this product yet");
  });
});
