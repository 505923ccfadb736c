"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { type HistoryItem, REVERT_EXPLAINED } from "@/domain/admin/catalogue-history";
import { REVERT_CHANGE_ROUTE } from "@/domain/api/admin-catalogue-routes";
import { formatAdminTime } from "../admin-time";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { ScriptButton } from "../script-button";
import { useAdminSubmit } from "../use-admin-submit";

function RevertDialog({ item, onClose, onDone }: { item: HistoryItem; onClose: () => void; onDone: () => void }) {
  const none = { current: null };
  const { busy, error, submit } = useAdminSubmit(REVERT_CHANGE_ROUTE, none);
  return (
    <ConfirmActionDialog
      title={`Revert change ${item.version}`}
      confirmLabel="Revert"
      danger
      focusConfirm
      busy={busy}
      error={error}
      onClose={onClose}
      onConfirm={async () => {
        if (await submit({ version: item.version })) onDone();
      }}
      testIds={{ dialog: "admin-revert-dialog", confirm: "admin-revert-confirm", error: "admin-revert-error" }}
    >
      <p>
        {item.key} goes back to: {item.leaves.map((leaf) => `${leaf.field} ${leaf.before}`).join("; ")}.
      </p>
      <p className="text-sm text-parchment-muted">{REVERT_EXPLAINED}</p>
    </ConfirmActionDialog>
  );
}

/** Every change, newest first: who, when, each moved field old → new, and Revert (confirmed). */
export function ChangeHistory({ items, caption }: { items: readonly HistoryItem[]; caption: string }) {
  const router = useRouter();
  const [reverting, setReverting] = useState<HistoryItem | null>(null);
  if (items.length === 0) return <p className="text-parchment-muted">No changes yet.</p>;
  return (
    <>
      <ol aria-label={caption} className="grid gap-3" data-testid="admin-catalogue-history">
        {items.map((item) => (
          <li
            key={item.version}
            className="grid gap-2 rounded-lg border border-stone-line p-3 sm:grid-cols-[1fr_auto] sm:items-start"
            data-testid="admin-history-item"
            data-version={item.version}
            data-key={item.key}
          >
            <div className="grid gap-1 [overflow-wrap:anywhere]">
              <p className="text-sm text-parchment-muted">
                Change {item.version}, {formatAdminTime(item.at)}, by {item.actor}:{" "}
                {item.kind === "product" ? (
                  <a href={`/admin/catalogue/${item.key}`} className="text-gold underline underline-offset-2">
                    {item.key}
                  </a>
                ) : (
                  <a href="/admin/settings" className="text-gold underline underline-offset-2">
                    {item.key}
                  </a>
                )}
              </p>
              <ul className="grid gap-1 text-sm text-parchment">
                {item.leaves.map((leaf) => (
                  <li key={leaf.field} data-testid="admin-history-leaf">
                    <span className="font-semibold">{leaf.field}</span>: {leaf.before} → {leaf.after}
                  </li>
                ))}
              </ul>
            </div>
            {item.hasBefore && (
              <ScriptButton
                variant="secondary"
                pad={4}
                onClick={() => setReverting(item)}
                aria-label={`Revert change ${item.version}`}
                data-testid="admin-history-revert"
              >
                Revert
              </ScriptButton>
            )}
          </li>
        ))}
      </ol>
      {reverting && (
        <RevertDialog
          item={reverting}
          onClose={() => setReverting(null)}
          onDone={() => {
            setReverting(null);
            router.refresh();
          }}
        />
      )}
    </>
  );
}
