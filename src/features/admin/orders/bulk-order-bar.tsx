"use client";

import { useEffect, useRef, useState } from "react";
import { Notice } from "@/components/ui/notice";
import { selectionText } from "@/domain/admin/bulk-orders";
import type { BulkResponse } from "@/domain/api/admin-order-bulk";
import type { OrderListItem } from "@/domain/api/admin-orders";
import { ScriptButton } from "../script-button";
import type { AssignableOperator } from "./assignee-select";
import { BulkAssignDialog } from "./bulk-assign-dialog";
import { BulkStepDialog } from "./bulk-step-dialog";

/*
 * What the operator does to the orders ticked on this page: set a step, assign them, or export
 * them. The page's select-all ticks this page's rows only (the list is read a page at a time);
 * the answer, one sentence naming any order refused, stays until the next action.
 */

type Open = "step" | "assign" | null;

const EXPORT_PATH = "/api/admin/orders/bulk/export";

/** The selected orders' CSV, handed to the browser as a download. */
async function downloadSelected(ids: readonly string[]): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(EXPORT_PATH, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ids }),
    });
  } catch {
    return "We could not reach the shop. Check your connection and try again.";
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    return typeof body?.message === "string" ? body.message : "The export failed. Try again.";
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "orders.csv";
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  // After the click has handed the file over: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
  return null;
}

export function BulkOrderBar({
  orders,
  selected,
  onSelect,
  operators,
  viewerId,
  onChanged,
}: {
  orders: readonly OrderListItem[];
  selected: ReadonlySet<string>;
  onSelect: (ids: ReadonlySet<string>) => void;
  operators: readonly AssignableOperator[];
  viewerId: string;
  onChanged: () => void;
}) {
  const [open, setOpen] = useState<Open>(null);
  const [answer, setAnswer] = useState<{ text: string; refused: boolean } | null>(null);
  const [exporting, setExporting] = useState(false);
  const all = useRef<HTMLInputElement>(null);
  const ids = orders.filter((order) => selected.has(order.id)).map((order) => order.id);
  const allTicked = orders.length > 0 && ids.length === orders.length;

  useEffect(() => {
    if (all.current) all.current.indeterminate = ids.length > 0 && !allTicked;
  }, [ids.length, allTicked]);

  const done = (result: BulkResponse) => {
    setOpen(null);
    setAnswer({ text: result.summary, refused: result.outcomes.some((outcome) => !outcome.ok) });
    onSelect(new Set());
    onChanged();
  };

  const exportSelected = async () => {
    setExporting(true);
    const failure = await downloadSelected(ids);
    setExporting(false);
    setAnswer(failure ? { text: failure, refused: true } : null);
  };

  return (
    <div className="grid gap-3" data-testid="admin-bulk-bar">
      <div className="flex flex-wrap items-center gap-3">
        <label className="inline-flex min-h-11 items-center gap-2 text-sm text-parchment">
          <input
            ref={all}
            type="checkbox"
            className="size-5 accent-gold"
            checked={allTicked}
            disabled={orders.length === 0}
            onChange={(event) => onSelect(new Set(event.target.checked ? orders.map((order) => order.id) : []))}
            data-testid="admin-bulk-all"
          />
          Select all on this page
        </label>
        <span className="text-sm font-semibold text-parchment" aria-live="polite" data-testid="admin-bulk-count">
          {selectionText(ids.length)}
        </span>
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <ScriptButton variant="secondary" pad={4} disabled={ids.length === 0} onClick={() => setOpen("step")}>
            Set fulfilment
          </ScriptButton>
          <ScriptButton variant="secondary" pad={4} disabled={ids.length === 0} onClick={() => setOpen("assign")}>
            Assign
          </ScriptButton>
          <ScriptButton
            variant="secondary"
            pad={4}
            disabled={ids.length === 0}
            busy={exporting}
            onClick={exportSelected}
            data-testid="admin-bulk-export"
          >
            Export selected
          </ScriptButton>
        </div>
      </div>
      {answer && (
        <Notice
          tone={answer.refused ? "danger" : "gold"}
          role="status"
          className="p-3 text-sm"
          data-testid="admin-bulk-result"
        >
          {answer.text}
        </Notice>
      )}
      {open === "step" && <BulkStepDialog ids={ids} onDone={done} onClose={() => setOpen(null)} />}
      {open === "assign" && (
        <BulkAssignDialog
          ids={ids}
          operators={operators}
          initial={operators.some((operator) => operator.id === viewerId) ? viewerId : ""}
          onDone={done}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
