"use client";

import { type RefObject, useState } from "react";
import type { z } from "zod";
import { useFocusAfterCommit } from "@/components/ui/use-focus-after-commit";
import type { ApiRoute } from "@/domain/api/api-contract";
import { callApi } from "@/features/network/call-api";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The field a refusal names (src/server/orders/order-fields-error.ts), when the answer carries one. */
function refusedField(body: unknown): string | null {
  const field = (body as { field?: unknown } | null)?.field;
  return typeof field === "string" ? field : null;
}

/**
 * Like the back office's useAdminSubmit, for forms whose refusals name a field (the fulfilment steps
 * and trade details): the message goes beside that field, which gets the focus; a refusal that
 * names none goes to the dialog's error line.
 */
export function useFieldSubmit<Req extends z.ZodType, Res extends z.ZodType>(
  route: ApiRoute<Req, Res>,
  fields: Record<string, RefObject<Control | null>>,
  fallback: RefObject<Control | null>,
) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);

  const focusAfterCommit = useFocusAfterCommit();

  const focus = (field: string | null) =>
    // Once React has committed the message, so the field is announced with it.
    focusAfterCommit(() => (field ? fields[field]?.current : null) ?? fallback.current);

  const refuse = (field: string | null, message: string) => {
    setError({ field: field && field in fields ? field : null, message });
    focus(field);
  };

  const submit = async (input: z.input<Req>): Promise<z.output<Res> | null> => {
    setBusy(true);
    setError(null);
    const result = await callApi(route, input);
    setBusy(false);
    if (result.ok) return result.data;
    refuse(result.error.kind === "server" ? refusedField(result.error.body) : null, result.error.message);
    return null;
  };

  /** The message for one field, or for the form when `field` is null. */
  const messageFor = (field: string | null) => (error && error.field === field ? error.message : null);

  return { busy, submit, refuse, messageFor };
}
