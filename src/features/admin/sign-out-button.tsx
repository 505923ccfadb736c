"use client";

import { useState } from "react";
import { ADMIN_SIGN_OUT_EVERYWHERE_ROUTE, ADMIN_SIGN_OUT_ROUTE } from "@/domain/api/admin-auth-routes";
import { callApi } from "@/features/network/call-api";
import { ScriptButton } from "./script-button";

/**
 * Sign out (this browser) or Sign out everywhere (every session of the operator). Either way the
 * browser then loads the sign-in page; a failed call says so instead.
 */
export function SignOutButton({ everywhere = false }: { everywhere?: boolean }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const label = everywhere ? "Sign out everywhere" : "Sign out";
  return (
    <span className="inline-flex items-center gap-2">
      <ScriptButton
        type="button"
        variant={everywhere ? "danger" : "quiet"}
        pad={4}
        busy={busy}
        data-testid={everywhere ? "admin-sign-out-everywhere" : "admin-sign-out"}
        onClick={async () => {
          setBusy(true);
          setFailed(false);
          const result = await callApi(everywhere ? ADMIN_SIGN_OUT_EVERYWHERE_ROUTE : ADMIN_SIGN_OUT_ROUTE, {});
          if (result.ok) window.location.assign("/admin/sign-in");
          else {
            setBusy(false);
            setFailed(true);
          }
        }}
      >
        {label}
      </ScriptButton>
      <span role="status" className="text-sm text-danger">
        {failed ? "Could not sign out. Try again." : ""}
      </span>
    </span>
  );
}
