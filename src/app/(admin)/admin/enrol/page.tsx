import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { EnrolFlow } from "@/features/admin/enrol-flow";
import { siteConfig } from "@/server/site-config";

export const metadata: Metadata = { title: "Enrol" };

/** From the one-time link (`npm run operator -- create`, or /admin/staff); its token stays in the browser until posted. */
export default function AdminEnrolPage() {
  return (
    <Card className="mx-auto grid max-w-xl gap-4 p-6">
      <h1 className="font-display text-2xl text-gold">Set up your back-office sign-in</h1>
      <EnrolFlow siteName={siteConfig.siteName} />
    </Card>
  );
}
