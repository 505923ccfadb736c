// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StatusBadge } from "./status-badge";

afterEach(cleanup);

describe("StatusBadge", () => {
  it("says its state in words and tints it by tone", () => {
    render(<StatusBadge tone="danger">Draft</StatusBadge>);
    const badge = screen.getByText("Draft");
    expect(badge.className).toContain("text-danger");
  });
});
