// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Toast } from "./toast";

afterEach(cleanup);

describe("Toast", () => {
  it("keeps an empty polite status region mounted while there is no message", () => {
    render(<Toast data-testid="toast">{null}</Toast>);
    const region = screen.getByRole("status");
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(screen.queryByTestId("toast")).toBeNull();
  });

  it("shows the message inside the status region, so it is announced", () => {
    render(<Toast data-testid="toast">Fire Cape was added to your cart.</Toast>);
    const region = screen.getByRole("status");
    expect(region.contains(screen.getByTestId("toast"))).toBe(true);
    expect(region.textContent).toBe("Fire Cape was added to your cart.");
  });
});
