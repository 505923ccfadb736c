import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Card } from "@/components/ui/card";
import { CodeForm } from "@/features/admin/code-form";
import { SignOutButton } from "@/features/admin/sign-out-button";
import { ADMIN_SIGN_IN_PATH, pageSession } from "@/server/admin/operator-guard";

export const metadata: Metadata = { title: "Two-factor code" };

/** The code step: the only page an aal1 session may see. */
export default async function AdminCodePage() {
  const session = await pageSession();
  if (!session) redirect(ADMIN_SIGN_IN_PATH);
  if (session.aal === "aal2") redirect("/admin");
  return (
    <Card className="mx-auto grid max-w-md gap-4 p-6">
      <h1 className="font-display text-2xl text-gold">Two-factor code</h1>
      <CodeForm />
      <p className="text-sm text-parchment-muted">
        Not you, or stuck? <SignOutButton />
      </p>
    </Card>
  );
}
