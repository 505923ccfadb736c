// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as z from "zod";
import { closeDialogs, recordRequests, refusal, standInRoute, until } from "../../../tests/support/dialog-requests";
import { descriptionsAtFocus, framesAtOnce } from "../../../tests/support/focus-announcement";
import { useAdminSubmit } from "./use-admin-submit";

/*
 * A back office form refused by the server: the field to correct takes the focus with the refusal
 * already beside it, so a screen reader reads the two together, however soon the next frame comes.
 */

const ROUTE = standInRoute("/api/admin/test-price", z.object({ cents: z.number() }));
const REFUSAL = "The price must be at least $0.50.";

function PriceForm() {
  const field = useRef<HTMLInputElement>(null);
  const { error, submit } = useAdminSubmit(ROUTE, field);
  return (
    <>
      <input ref={field} aria-label="price" aria-describedby={error ? "price-error" : undefined} defaultValue="0.10" />
      {error && <p id="price-error">{error}</p>}
      <button type="button" onClick={() => void submit({ cents: 10 })}>
        save
      </button>
    </>
  );
}

beforeEach(() => {
  recordRequests(() => refusal(400, "bad_request:price", REFUSAL));
  framesAtOnce();
});

afterEach(closeDialogs);

describe("useAdminSubmit", () => {
  it("focuses and selects the field to correct once its refusal is in the page", async () => {
    render(<PriceForm />);
    const field = screen.getByLabelText<HTMLInputElement>("price");
    const described = descriptionsAtFocus(field);
    await act(async () => fireEvent.click(screen.getByText("save")));
    await until(() => document.activeElement === field);
    expect(described).toEqual([REFUSAL]);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, "0.10".length]);
  });
});
