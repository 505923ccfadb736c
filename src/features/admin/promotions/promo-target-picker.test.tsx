// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { PromoTargets } from "@/domain/promotions/promo-form";
import { PromoTargetPicker } from "./promo-target-picker";

afterEach(cleanup);

const KNOWN: PromoTargets = {
  lines: [
    { id: "capes", name: "Capes" },
    { id: "skills", name: "Skills" },
  ],
  products: [
    { sku: "fire-cape", name: "Fire Cape", lineId: "capes" },
    { sku: "infernal-cape", name: "Infernal Cape", lineId: "capes" },
    { sku: "firemaking", name: "Firemaking training", lineId: "skills" },
  ],
};

let stored = "";
function Harness({ initial = "" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  stored = value;
  return (
    <form onSubmit={() => (stored = "SUBMITTED")}>
      <PromoTargetPicker scope="skus" known={KNOWN} value={value} onChange={setValue} inputRef={() => undefined} />
    </form>
  );
}

const search = () => screen.getByRole("combobox");
const chips = () => screen.getByRole("list", { name: "Chosen products" }).querySelectorAll("li");

describe("the eligible products picker", () => {
  it("offers names grouped by line as the owner types, and Enter takes the first as an id", () => {
    render(<Harness />);
    fireEvent.focus(search());
    fireEvent.change(search(), { target: { value: "Fire" } });
    expect(search().getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("group", { name: "Capes" }).textContent).toContain("Fire Cape");
    expect(screen.getByRole("group", { name: "Skills" }).textContent).toContain("Firemaking training");
    const first = screen.getByRole("option", { name: "Fire Cape" });
    expect(search().getAttribute("aria-activedescendant")).toBe(first.id);
    fireEvent.keyDown(search(), { key: "Enter" });
    expect(stored).toBe("fire-cape");
    expect((search() as HTMLInputElement).value).toBe("");
    expect([...chips()].map((chip) => chip.textContent)).toEqual(["Fire Cape×"]);
    // Closed once taken: the list does not cover the chips.
    expect(search().getAttribute("aria-expanded")).toBe("false");
  });

  it("moves with the arrows, takes a click, removes a chip by its button, and never submits on Enter", () => {
    render(<Harness initial="fire-cape" />);
    fireEvent.focus(search());
    // Nothing highlighted until an arrow or a letter: Enter in the empty box takes nothing.
    fireEvent.keyDown(search(), { key: "Enter" });
    expect(stored).toBe("fire-cape");
    fireEvent.keyDown(search(), { key: "ArrowDown" });
    fireEvent.keyDown(search(), { key: "ArrowDown" });
    expect(search().getAttribute("aria-activedescendant")).toBe(
      screen.getByRole("option", { name: "Firemaking training" }).id,
    );
    // What is chosen is not offered again.
    expect(screen.queryByRole("option", { name: "Fire Cape" })).toBeNull();
    fireEvent.click(screen.getByRole("option", { name: "Infernal Cape" }));
    expect(stored).toBe("fire-cape,infernal-cape");
    fireEvent.click(screen.getByRole("button", { name: "Remove Fire Cape" }));
    expect(stored).toBe("infernal-cape");
    fireEvent.change(search(), { target: { value: "whip" } });
    expect(screen.getByText("No product matches “whip”.")).toBeTruthy();
    fireEvent.keyDown(search(), { key: "Escape" });
    expect(search().getAttribute("aria-expanded")).toBe("false");
  });
});
