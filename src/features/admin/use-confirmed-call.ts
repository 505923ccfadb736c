"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { z } from "zod";
import type { ApiRoute } from "@/domain/api/api-contract";
import { callApi } from "@/features/network/call-api";

/**
 * A back-office action that is one confirmed call (send a reminder, deactivate a code): asked,
 * then sent from the dialog, the server's refusal kept in the dialog, the page's data read again
 * once it succeeds.
 */
export function useConfirmedCall<Req extends z.ZodType, Res extends z.ZodType>(
  route: ApiRoute<Req, Res>,
  body: z.input<Req>,
  /** Told the server's answer once the call succeeded (a form showing what was stored). */
  onDone?: (answer: z.output<Res>) => void,
) {
  const router = useRouter();
  const [asked, setAsked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    const result = await callApi(route, body);
    setBusy(false);
    if (!result.ok) {
      setError(result.error.message);
      return;
    }
    setAsked(false);
    onDone?.(result.data);
    router.refresh();
  };

  return {
    asked,
    busy,
    error,
    ask: () => {
      setError(null);
      setAsked(true);
    },
    close: () => setAsked(false),
    confirm: () => void confirm(),
  };
}
