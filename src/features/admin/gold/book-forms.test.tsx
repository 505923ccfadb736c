// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HydratedProvider } from "@/features/runtime/use-hydrated";
import { closeDialogs, recordRequests, refusal, until } from "../../../../tests/support/dialog-requests";
import { AddStockForm } from "./add-stock-form";
import { CorrectionForm } from "./correction-form";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

afterEach(() => {
  closeDialogs();
  refresh.mockClear();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The form as a page holds it: its buttons work once the page has hydrated. */
function show(form: ReactElement) {
  return render(<HydratedProvider>{form}</HydratedProvider>);
}

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe("the book's forms", () => {
  it("say a wrong amount before sending, on the millions field", async () => {
    const sent = recordRequests();
    show(<AddStockForm accounts={["Mule One"]} />);
    await until(() => !(screen.getByTestId("admin-gold-add-submit") as HTMLButtonElement).disabled);
    fill("admin-gold-add-millions", "12.55");
    fill("admin-gold-add-account", "Mule One");
    fireEvent.click(screen.getByTestId("admin-gold-add-submit"));
    expect(screen.getByTestId("admin-gold-add-error").textContent).toBe(
      "Millions must be a number with one decimal at most, like 250 or 12.5.",
    );
    expect(document.activeElement).toBe(screen.getByTestId("admin-gold-add-millions"));
    expect(sent).toEqual([]);
  });

  it("send stock with one key per movement, the same key again after a failure", async () => {
    let answer = () =>
      refusal(400, "bad_request:gold", "Enter the in-game account: 1 to 12 letters, digits, spaces, - or _.");
    const sent = recordRequests(() => answer());
    show(<AddStockForm accounts={[]} />);
    await until(() => !(screen.getByTestId("admin-gold-add-submit") as HTMLButtonElement).disabled);
    fill("admin-gold-add-millions", "1,500");
    fill("admin-gold-add-account", "Mule One");
    fireEvent.click(screen.getByTestId("admin-gold-add-submit"));
    await until(() => screen.getByTestId("admin-gold-add-error").textContent !== "");
    answer = () => Response.json({ recorded: true });
    fireEvent.click(screen.getByTestId("admin-gold-add-submit"));
    await until(() => refresh.mock.calls.length > 0);
    const bodies = sent.map((request) => request.body as { key: string; millions: string; account: string });
    expect(sent.every((request) => request.url === "/api/admin/gold/stock")).toBe(true);
    expect(bodies.at(-1)).toMatchObject({ millions: "1,500", account: "Mule One" });
    expect(bodies.at(-1)?.key).toMatch(UUID);
    expect(new Set(bodies.map((body) => body.key)).size).toBe(1);
    expect(screen.getByTestId("admin-gold-add-done").textContent).toBe("Added 1,500M to Mule One.");
  });

  it("offer the override to owners only, and show the ledger's refusal", async () => {
    const sent = recordRequests(() =>
      refusal(409, "conflict:gold", "Only 5M is available: this would take available stock below zero."),
    );
    const { unmount } = show(<CorrectionForm accounts={[]} canOverride={false} />);
    expect(screen.queryByTestId("admin-gold-correct-override")).toBeNull();
    await until(() => !(screen.getByTestId("admin-gold-correct-submit") as HTMLButtonElement).disabled);
    fill("admin-gold-correct-millions", "-10");
    fill("admin-gold-correct-reason", "Lost in a trade");
    fireEvent.click(screen.getByTestId("admin-gold-correct-submit"));
    await until(() => screen.getByTestId("admin-gold-correct-error").textContent !== "");
    expect(screen.getByTestId("admin-gold-correct-error").textContent).toContain("below zero");
    expect(sent[0]?.body).not.toHaveProperty("override");
    unmount();

    show(<CorrectionForm accounts={[]} canOverride />);
    fireEvent.click(screen.getByTestId("admin-gold-correct-override"));
    await until(() => !(screen.getByTestId("admin-gold-correct-submit") as HTMLButtonElement).disabled);
    fill("admin-gold-correct-millions", "-10");
    fill("admin-gold-correct-reason", "Lost in a trade");
    fireEvent.click(screen.getByTestId("admin-gold-correct-submit"));
    await until(() => sent.length > 1);
    expect(sent[1]?.body).toMatchObject({ millions: "-10", reason: "Lost in a trade", override: true });
  });
});
