"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import type { z } from "zod";
import type { ApiRoute } from "@/domain/api/api-contract";
import { checkBookMillions } from "@/domain/gold/book-millions";
import { randomUuid } from "@/features/ids/random-uuid";
import { useAdminSubmit } from "../use-admin-submit";

/**
 * What the book's two forms share: the millions checked as the server will check them (so the
 * words come at once), one key per movement (a second click or a retry records it once; a new key
 * after it is recorded), and the page read again so the balance, chart and ledger show it.
 */
export function useBookForm<Req extends z.ZodType, Res extends z.ZodType>(route: ApiRoute<Req, Res>, signed: boolean) {
  const router = useRouter();
  const millionsRef = useRef<HTMLInputElement>(null);
  const [key, setKey] = useState(randomUuid);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { busy, error, submit } = useAdminSubmit(route, millionsRef);

  const send = async (millions: string, body: Omit<z.input<Req>, "millions" | "key">, doneText: string) => {
    setDone(null);
    const checked = checkBookMillions(millions, signed);
    if (!checked.ok) {
      setProblem(`Millions ${checked.message}.`);
      millionsRef.current?.focus();
      return false;
    }
    setProblem(null);
    const answer = await submit({ ...body, millions, key } as z.input<Req>);
    if (!answer) return false;
    setKey(randomUuid());
    setDone(doneText);
    router.refresh();
    return true;
  };

  return { millionsRef, busy, error: problem ?? error, done, send };
}
