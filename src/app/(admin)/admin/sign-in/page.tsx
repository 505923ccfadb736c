import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Card } from "@/components/ui/card";
import { SignInForm } from "@/features/admin/sign-in-form";
import { ADMIN_CODE_STEP_PATH, pageSession } from "@/server/admin/operator-guard";

export const metadata: Metadata = { title: "Sign in" };

export default async function AdminSignInPage() {
  const session = await pageSession();
  if (session?.aal === "aal2") redirect("/admin");
  if (session?.aal === "aal1") redirect(ADMIN_CODE_STEP_PATH);
  return (
    <Card className="mx-auto max-w-md p-6">
      <h1 className="mb-4 font-display text-2xl text-gold">Sign in</h1>
      <SignInForm />
    </Card>
  );
}
