// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as z from "zod";
import { closeDialogs, recordRequests, refusal, standInRoute, until } from "../../../../tests/support/dialog-requests";
import { descriptionsAtFocus, framesAtOnce } from "../../../../tests/support/focus-announcement";
import { useFieldSubmit } from "./use-field-submit";

/*
 * A refusal that names a field (src/server/orders/order-fields-error.ts): the message goes beside
 * that field, which takes the focus with the message already there, however soon the next frame comes.
 */

const ROUTE = standInRoute("/api/admin/test-trade", z.object({ world: z.string() }));
const REFUSAL = "That world is not a members' world.";

function TradeForm() {
  const world = useRef<HTMLInputElement>(null);
  const note = useRef<HTMLInputElement>(null);
  const { submit, messageFor } = useFieldSubmit(ROUTE, { world }, note);
  const worldMessage = messageFor("world");
  return (
    <>
      <input ref={note} aria-label="note" />
      <input ref={world} aria-label="world" aria-describedby={worldMessage ? "world-error" : undefined} />
      {worldMessage && <p id="world-error">{worldMessage}</p>}
      <button type="button" onClick={() => void submit({ world: "301" })}>
        save
      </button>
    </>
  );
}

beforeEach(() => {
  recordRequests(() => refusal(400, "bad_request:order-fields", REFUSAL, { field: "world" }));
  framesAtOnce();
});

afterEach(closeDialogs);

describe("useFieldSubmit", () => {
  it("focuses the field a refusal names once the refusal is beside it", async () => {
    render(<TradeForm />);
    const field = screen.getByLabelText("world");
    const described = descriptionsAtFocus(field);
    await act(async () => fireEvent.click(screen.getByText("save")));
    await until(() => document.activeElement === field);
    expect(described).toEqual([REFUSAL]);
  });
});
