"use client";

import { type RefObject, useState } from "react";
import type { z } from "zod";
import { useFocusAfterCommit } from "@/components/ui/use-focus-after-commit";
import type { ApiRoute } from "@/domain/api/api-contract";
import { callApi } from "@/features/network/call-api";

/**
 * The back office forms' one way to send: busy while the call runs, the server's message as the
 * form's error, and the focus moved to the field to correct (the first invalid one).
 */
export function useAdminSubmit<Req extends z.ZodType, Res extends z.ZodType>(
  route: ApiRoute<Req, Res>,
  focusOnError: RefObject<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null>,
) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const focusAfterCommit = useFocusAfterCommit();

  const submit = async (input: z.input<Req>): Promise<z.output<Res> | null> => {
    setBusy(true);
    setError(null);
    const result = await callApi(route, input);
    setBusy(false);
    if (result.ok) return result.data;
    setError(result.error.message);
    // Once React has committed the error, so the field is announced with its description.
    focusAfterCommit(() => focusOnError.current, { select: true });
    return null;
  };

  return { busy, error, submit };
}
