// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LinePrice, SavingsRow } from "./line-price";

afterEach(cleanup);

describe("LinePrice", () => {
  it("shows what a discounted line is charged, its list price struck before it and read as 'Was'", () => {
    const { container } = render(
      <LinePrice story={{ listCents: 3_500, payableCents: 3_150, savedCents: 350 }} testId="line" />,
    );
    expect(screen.getByTestId("line").textContent).toBe("$31.50");
    expect(container.querySelector("s")?.textContent).toBe("$35.00");
    expect(container.textContent).toBe("Was $35.00$31.50");
  });

  it("shows an undiscounted line at its price, with nothing struck", () => {
    const { container } = render(
      <LinePrice story={{ listCents: 14_250, payableCents: 14_250, savedCents: 0 }} testId="line" />,
    );
    expect(container.textContent).toBe("$142.50");
    expect(container.querySelector("s")).toBeNull();
  });
});

describe("SavingsRow", () => {
  it("says what was saved, without a minus (it is not subtracted again), and nothing when nothing was", () => {
    const { container, rerender } = render(
      <dl>
        <SavingsRow label="You save" savedCents={350} testId="saved" />
      </dl>,
    );
    expect(screen.getByTestId("saved").textContent).toBe("$3.50");
    rerender(
      <dl>
        <SavingsRow label="You save" savedCents={0} testId="saved" />
      </dl>,
    );
    expect(container.textContent).toBe("");
  });
});
