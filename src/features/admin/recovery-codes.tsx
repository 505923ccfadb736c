"use client";

import type { ReactNode } from "react";
import { Notice } from "@/components/ui/notice";
import { recoveryCodesFile } from "@/domain/admin/staff-display";
import { CopyButton, DownloadButton } from "./copy-button";

/** Ten recovery codes, shown once (after enrolment or a renewal), to copy or download as a .txt. */
export function RecoveryCodes({
  codes,
  siteName,
  email,
  heading,
  intro,
  children,
}: {
  codes: readonly string[];
  siteName: string;
  /** Named in the file when known (the enrolment page does not know it). */
  email: string | null;
  heading: string;
  intro: string;
  /** What comes after (the way on). */
  children?: ReactNode;
}) {
  const file = recoveryCodesFile({ siteName, email, codes, at: new Date() });
  return (
    <section aria-labelledby="recovery-codes-title" className="grid gap-4" data-testid="admin-recovery-codes">
      <h2 id="recovery-codes-title" className="font-display text-xl text-gold">
        {heading}
      </h2>
      <Notice className="p-3" role="status">
        {intro} Each code below signs you in once if you lose your phone. They are shown only now: copy them into your
        password manager, or download them and keep the file safe.
      </Notice>
      <ol className="grid grid-cols-1 gap-2 font-mono text-parchment min-[400px]:grid-cols-2">
        {codes.map((code) => (
          <li key={code} data-testid="admin-recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <CopyButton text={codes.join("\n")} label="Copy codes" testId="admin-recovery-copy" />
        <DownloadButton
          text={file}
          filename={`${siteName.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-recovery-codes.txt`}
          label="Download .txt"
          testId="admin-recovery-download"
        />
      </div>
      {children}
    </section>
  );
}
