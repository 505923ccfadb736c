import { notFound } from "next/navigation";
import { env } from "@/server/env";

// Decided per request: ENABLE_TEST_ROUTES is read when the server runs, not when it is built.
export const dynamic = "force-dynamic";

/** Exists only when ENABLE_TEST_ROUTES is on, so browser tests can see the 500 page; otherwise a 404. */
export default function ServerErrorTestPage() {
  if (!env.ENABLE_TEST_ROUTES) notFound();
  throw new Error("Deliberate failure for the 500-page test");
}
