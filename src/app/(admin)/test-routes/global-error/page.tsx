import { notFound } from "next/navigation";
import { env } from "@/server/env";

// Decided per request: ENABLE_TEST_ROUTES is read when the server runs, not when it is built.
export const dynamic = "force-dynamic";

/**
 * Exists only when ENABLE_TEST_ROUTES is on, so browser tests can see the global error page;
 * otherwise a 404. It sits in the back office's group because that group has no error boundary of
 * its own: a failure there reaches the global one (src/app/global-error.tsx), as a failure of the
 * root layout would.
 */
export default function GlobalErrorTestPage() {
  if (!env.ENABLE_TEST_ROUTES) notFound();
  throw new Error("Deliberate failure for the global error page test");
}
