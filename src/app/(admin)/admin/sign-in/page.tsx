import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { IDLE_SIGN_OUT_MESSAGE } from "@/domain/admin/session-policy";
import { SignInForm } from "@/features/admin/sign-in-form";
import { FirstPaintMark } from "@/features/shell/first-paint-mark";
import { ADMIN_CODE_STEP_PATH, pageSession } from "@/server/admin/operator-guard";

export const metadata: Metadata = { title: "Sign in" };

/** `?ended=idle`: sent here by a page or the live feed because the session went idle. */
export default async function AdminSignInPage({ searchParams }: { searchParams: Promise<{ ended?: unknown }> }) {
  const { ended } = await searchParams;
  const session = await pageSession();
  if (session?.aal === "aal2") redirect("/admin");
  if (session?.aal === "aal1") redirect(ADMIN_CODE_STEP_PATH);
  return (
    <Card className="mx-auto max-w-md p-6">
      <h1 className="mb-4 font-display text-2xl text-gold">Sign in</h1>
      {ended === "idle" && (
        <Notice role="status" className="mb-4 p-3 text-sm" data-testid="admin-signed-out-idle">
          {IDLE_SIGN_OUT_MESSAGE} Sign in again to carry on.
        </Notice>
      )}
      <SignInForm />
      <FirstPaintMark />
    </Card>
  );
}
