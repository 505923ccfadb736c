import { Notice } from "@/components/ui/notice";

/** The ten recovery codes, shown once after enrolment. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  return (
    <section aria-labelledby="recovery-codes-title" className="grid gap-4" data-testid="admin-recovery-codes">
      <h2 id="recovery-codes-title" className="font-display text-xl text-gold">
        3. Keep your recovery codes
      </h2>
      <Notice className="p-3" role="status">
        You are enrolled. Each code below signs you in once if you lose your phone. They are shown only now: store them
        in your password manager or print them.
      </Notice>
      <ol className="grid grid-cols-2 gap-2 font-mono text-parchment">
        {codes.map((code) => (
          <li key={code} data-testid="admin-recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <a
        href="/admin/sign-in"
        className="inline-flex min-h-11 items-center text-gold underline underline-offset-4"
        data-testid="admin-enrol-done"
      >
        Continue to sign in
      </a>
    </section>
  );
}
