import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { RECOVERY_CODE_COUNT } from "@/domain/admin/recovery-codes";
import { ROLE_LABELS } from "@/domain/admin/roles";
import { PasswordForm } from "@/features/admin/staff/password-form";
import { RenewCodesForm } from "@/features/admin/staff/renew-codes-form";
import { recoveryCodesLeft } from "@/server/admin/account";
import { requireOperatorPage } from "@/server/admin/operator-guard";
import { siteConfig } from "@/server/site-config";

export const metadata: Metadata = { title: "Your account" };

/** Below this many codes left, the page asks for a renewal. */
const FEW_CODES = 3;

/** Every operator's own account: their role, the recovery codes left, their password and a renewal of the codes. */
export default async function AdminAccountPage() {
  const operator = await requireOperatorPage("home");
  const left = await recoveryCodesLeft(operator.operatorId);
  return (
    <div className="grid min-w-0 gap-6">
      <div className="grid gap-1">
        <h1 className="font-display text-3xl text-gold">Your account</h1>
        <p className="text-parchment-muted [overflow-wrap:anywhere]">
          {operator.email} · {ROLE_LABELS[operator.role]}
        </p>
      </div>
      <Card className="grid min-w-0 gap-3 p-5">
        <p className="text-parchment">
          Recovery codes left:{" "}
          <strong className="tabular text-gold" data-testid="admin-codes-left">
            {left}
          </strong>{" "}
          of {RECOVERY_CODE_COUNT}
        </p>
        {left <= FEW_CODES && (
          <Notice tone="danger" className="p-3 text-sm" data-testid="admin-codes-few">
            {left === 0 ? "You have no recovery codes left" : "Few recovery codes are left"}: renew them below, so a
            lost phone does not lock you out.
          </Notice>
        )}
        <RenewCodesForm siteName={siteConfig.siteName} email={operator.email} />
      </Card>
      <Card className="min-w-0 p-5">
        <PasswordForm email={operator.email} />
      </Card>
    </div>
  );
}
