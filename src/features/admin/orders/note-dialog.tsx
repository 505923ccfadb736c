"use client";

import { useId, useRef, useState } from "react";
import { controlClass, Field } from "@/components/ui/field";
import { addNoteRoute } from "@/domain/api/admin-order-routes";
import type { OrderActionState } from "@/domain/orders/admin-order-view";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { useAdminSubmit } from "../use-admin-submit";
import { ORDER_DIALOG_TEST_IDS, type OrderDialogProps } from "./order-dialog";

// Said here, in the operator's words, before the API would name its own field (body).
export const EMPTY_NOTE = "Write the note before adding it.";

/** An internal note on the order's timeline: operators read it, the customer never does. */
export function NoteDialog({ order, onDone, onClose }: OrderDialogProps<OrderActionState>) {
  const field = useRef<HTMLTextAreaElement>(null);
  const errorId = useId();
  const [body, setBody] = useState("");
  const [empty, setEmpty] = useState(false);
  const { busy, error, submit } = useAdminSubmit(addNoteRoute(order.orderId), field);
  const shown = empty ? EMPTY_NOTE : error;
  return (
    <ConfirmActionDialog
      testIds={ORDER_DIALOG_TEST_IDS}
      title="Add an internal note"
      confirmLabel="Add note"
      busy={busy}
      error={shown}
      errorId={errorId}
      onClose={onClose}
      onConfirm={async () => {
        setEmpty(body.trim() === "");
        if (body.trim() === "") {
          field.current?.focus();
          return;
        }
        if (await submit({ body })) onDone();
      }}
    >
      <Field
        label="Note"
        hint="Seen by operators only, never by the customer."
        invalid={shown !== null}
        describedBy={errorId}
      >
        {(control) => (
          <textarea
            {...control}
            ref={field}
            // biome-ignore lint/a11y/noAutofocus: the field the operator opened this dialog to fill (the Dialog focuses it)
            autoFocus
            value={body}
            rows={4}
            // The API's MAX_NOTE_LENGTH, not imported: its module brings the schemas, which load only with a request.
            maxLength={2_000}
            onChange={(event) => setBody(event.target.value)}
            className={controlClass({ multiline: true })}
          />
        )}
      </Field>
    </ConfirmActionDialog>
  );
}
