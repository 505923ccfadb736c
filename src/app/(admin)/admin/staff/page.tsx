import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { InviteForm } from "@/features/admin/staff/invite-form";
import { StaffTable } from "@/features/admin/staff/staff-table";
import { requireOperatorPage } from "@/server/admin/operator-guard";
import { staffMembers } from "@/server/admin/staff";

export const metadata: Metadata = { title: "Staff" };

/** Owners only: every operator with their role and status, invitations and changes. */
export default async function AdminStaffPage() {
  const operator = await requireOperatorPage("staff");
  const members = await staffMembers();
  return (
    <div className="grid min-w-0 gap-6">
      <div className="grid gap-1">
        <h1 className="font-display text-3xl text-gold">Staff</h1>
        <p className="text-parchment-muted">
          Owners open everything; staff open orders, messages, customers and carts, and refund up to the staff refund
          limit in settings. Every change is in the activity log.
        </p>
      </div>
      <Card className="min-w-0 p-5">
        <StaffTable members={members} selfId={operator.operatorId} />
      </Card>
      <Card className="min-w-0 p-5">
        <InviteForm />
      </Card>
    </div>
  );
}
