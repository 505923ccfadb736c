import { act, cleanup, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { vi } from "vitest";
import * as z from "zod";
import type { ApiRoute } from "@/domain/api/api-contract";

/*
 * For component tests of the back office's dialogs: fetch stubbed to record what a dialog sends
 * (method, path, JSON body) and to answer as the test says (by default never, so the test reads
 * the request and nothing else happens).
 */

export type SentRequest = { method: string; url: string; body: unknown };

/** Stubs fetch for the test; undo with vi.unstubAllGlobals() after it. Returns what was sent, in order. */
export function recordRequests(answer: () => Response | Promise<Response> = () => new Promise(() => {})) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      // The unit project shares its globals: another file's late storefront call (a cart review
      // after its test ended) may reach this stub. It is not the dialog's: left unanswered, unrecorded.
      if (!String(input).startsWith("/api/admin/")) return new Promise<Response>(() => {});
      sent.push({
        method: init?.method ?? "GET",
        url: String(input),
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      });
      return answer();
    }),
  );
  return sent;
}

/** A back office route of the test's own, taking `request` and answering an empty object, never retried. */
export function standInRoute<Req extends z.ZodType>(path: `/api/admin/${string}`, request: Req) {
  const response = z.object({});
  const route: ApiRoute<Req, typeof response> = {
    method: "POST",
    path,
    retry: false,
    load: async () => ({ request, response }),
  };
  return route;
}

/** The shop's one error body, as a route handler answers a refusal. */
export function refusal(status: number, code: string, message: string, extra: Record<string, unknown> = {}): Response {
  return Response.json({ code, message, ...extra }, { status });
}

/** Lets the client read an answer and load its route's schemas (call-api.ts) until `done` holds, or 5 s pass. */
export async function until(done: () => boolean): Promise<void> {
  const start = performance.now();
  while (!done() && performance.now() - start < 5_000) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}

/** Renders a dialog given its `onDone`, with fetch recorded and answered by `answer`. */
export function openDialog(dialog: (onDone: () => void) => ReactElement, answer?: () => Response | Promise<Response>) {
  const sent = recordRequests(answer);
  const onDone = vi.fn();
  render(dialog(onDone));
  /** Waits for the answer to be read and the dialog to call onDone. */
  const finished = () => until(() => onDone.mock.calls.length > 0);
  return { sent, onDone, finished };
}

/** After each test: the dialog unmounted, fetch as it was. */
export function closeDialogs(): void {
  cleanup();
  vi.unstubAllGlobals();
}
