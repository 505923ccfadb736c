// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Notice } from "./notice";

afterEach(cleanup);

describe("Notice", () => {
  it("is announced with the role it is given and tinted by its tone", () => {
    render(
      <Notice tone="danger" role="alert" className="p-3">
        Your order could not be placed.
      </Notice>,
    );
    const notice = screen.getByRole("alert");
    expect(notice.textContent).toBe("Your order could not be placed.");
    expect(notice.className).toContain("bg-danger/10");
    expect(notice.className).toContain("p-3");
  });

  it("is gold unless told otherwise", () => {
    render(<Notice role="status">Minimum order</Notice>);
    expect(screen.getByRole("status").className).toContain("bg-gold/10");
  });
});
