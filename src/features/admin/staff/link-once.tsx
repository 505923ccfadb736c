"use client";

import { Notice } from "@/components/ui/notice";
import { CopyButton } from "../copy-button";

/** A new enrolment link, shown once with a copy button: it is not kept anywhere the page could read again. */
export function LinkOnce({ email, link, emailed }: { email: string; link: string; emailed: boolean }) {
  return (
    <div className="grid gap-2" data-testid="admin-staff-link">
      <Notice className="p-3 text-sm" role="status">
        {emailed ? `Emailed to ${email}. ` : ""}The one-time enrolment link for {email} works once, for 24 hours, and is
        shown only now
        {emailed ? "." : ": send it over a channel you trust."}
      </Notice>
      <code
        data-testid="admin-staff-link-url"
        className="rounded-lg bg-stone-raised p-2 font-mono text-sm text-parchment [overflow-wrap:anywhere]"
      >
        {link}
      </code>
      <CopyButton text={link} label="Copy link" testId="admin-staff-link-copy" />
    </div>
  );
}
