import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { settingRows } from "@/domain/admin/catalogue-settings";
import { SettingForm } from "@/features/admin/catalogue/settings-form";
import { PaymentDetailsForm } from "@/features/admin/settings/payment-details-form";
import { storedSettings } from "@/server/admin/catalogue/catalogue-actions";
import { requireOperatorPage } from "@/server/admin/operator-guard";
import { paymentDetails } from "@/server/settings/payment-details";

export const metadata: Metadata = { title: "Settings" };

/** The shop's settings, each saved on its own through the catalogue's repository; their history is the catalogue's. */
export default async function AdminSettingsPage() {
  await requireOperatorPage("settings");
  const [rows, details] = await Promise.all([storedSettings().then(settingRows), paymentDetails()]);
  return (
    <div className="grid min-w-0 gap-6">
      <div className="grid gap-1">
        <h1 className="font-display text-3xl text-gold">Settings</h1>
        <p className="text-parchment-muted">
          Each is used by every page and the checkout as soon as it is saved. Changes and their reverts are in the{" "}
          <a href="/admin/catalogue/history" className="text-gold underline underline-offset-2">
            catalogue history
          </a>
          .
        </p>
      </div>
      <Card className="grid min-w-0 gap-4 p-5">
        {rows.map((row) => (
          <SettingForm key={`${row.key}-${row.stored}`} setting={row} />
        ))}
      </Card>
      <Card className="min-w-0 p-5">
        <PaymentDetailsForm stored={details} />
      </Card>
    </div>
  );
}
