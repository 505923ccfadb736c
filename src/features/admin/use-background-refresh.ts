"use client";

import { useRouter } from "next/navigation";
import { startTransition, useCallback } from "react";
import { ADMIN_BACKGROUND_COOKIE, ADMIN_BACKGROUND_COOKIE_SECONDS } from "@/domain/admin/session-policy";

/**
 * Reads the page again from the server because the live feed brought something, without counting
 * as the operator's activity: the cookie tells the guard this render is the page's own doing
 * (isOperatorPageActivity), so a tab left open on a busy shop still goes idle after 30 minutes.
 */
export function useBackgroundRefresh(): () => void {
  const router = useRouter();
  return useCallback(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: a short-lived flag the server reads on this one refresh; the Cookie Store API is not in every browser the back office supports.
    document.cookie = `${ADMIN_BACKGROUND_COOKIE}=1; Path=/admin; Max-Age=${ADMIN_BACKGROUND_COOKIE_SECONDS}; SameSite=Strict`;
    startTransition(() => router.refresh());
  }, [router]);
}
