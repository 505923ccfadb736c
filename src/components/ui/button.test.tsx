// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Button, buttonClass } from "./button";

afterEach(cleanup);

describe("Button", () => {
  it("is a plain type=button, enabled and not busy, by default", () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button.getAttribute("type")).toBe("button");
    expect(button.hasAttribute("disabled")).toBe(false);
    expect(button.hasAttribute("aria-busy")).toBe(false);
  });

  it("while busy is aria-busy and disabled, so a second press sends nothing", () => {
    render(<Button busy>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.hasAttribute("disabled")).toBe(true);
  });

  it("gives links the same classes as the button of the same variant and size", () => {
    render(
      <Button variant="secondary" size="lg">
        Go
      </Button>,
    );
    expect(screen.getByRole("button", { name: "Go" }).className).toBe(
      buttonClass({ variant: "secondary", size: "lg" }),
    );
    expect(buttonClass({ size: "icon", pad: 6 })).not.toContain("px-6");
    expect(buttonClass({ glow: true })).toContain("shadow-ember/20");
  });
});
