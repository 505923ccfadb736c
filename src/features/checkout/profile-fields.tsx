"use client";

import { controlClass, Field } from "@/components/ui/field";
import type { RequiredField } from "@/domain/checkout/pay-readiness";
import { isValidContactEmail } from "@/domain/contact/contact-rules";
import type { VisitorProfile } from "@/features/visitor/visitor-profile";

type ProfileField = { key: keyof VisitorProfile; label: string; type: string; autoComplete: string; hint?: string };

/** The visitor's details; saved in the browser as they are typed, so a return visit has them. */
export function ProfileFields({
  profile,
  onChange,
  onEmailDone,
  needsRsn,
  errors,
}: {
  profile: VisitorProfile;
  onChange: (profile: VisitorProfile) => void;
  onEmailDone: () => void;
  needsRsn: boolean;
  /** After Pay was pressed: what each missing field needs, said under it. */
  errors: Partial<Record<RequiredField, string>>;
}) {
  const fields: ProfileField[] = [
    { key: "email", label: "Email (for your receipt)", type: "email", autoComplete: "email" },
    { key: "name", label: "Name", type: "text", autoComplete: "name" },
    { key: "phone", label: "Phone (optional)", type: "tel", autoComplete: "tel" },
    {
      key: "rsn",
      label: needsRsn ? "RuneScape name (for the gold trade)" : "RuneScape name (optional)",
      type: "text",
      autoComplete: "off",
      hint: "The character we trade with or play on.",
    },
  ];
  const emailInvalid = profile.email !== "" && !isValidContactEmail(profile.email.trim());
  return (
    <fieldset data-testid="profile-fields" className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 font-display text-lg font-bold text-parchment">Your details</legend>
      {fields.map((field) => {
        const invalid = field.key === "email" && emailInvalid;
        const missing = field.key === "email" || field.key === "rsn" ? errors[field.key] : undefined;
        return (
          <Field
            key={field.key}
            label={field.label}
            hint={field.hint}
            error={invalid ? "Enter an email address like name@example.com." : missing}
            errorTestId={`checkout-${field.key}-error`}
          >
            {(control) => (
              <input
                {...control}
                name={field.key}
                data-testid={`checkout-${field.key}`}
                type={field.type}
                autoComplete={field.autoComplete}
                maxLength={field.key === "rsn" ? 12 : field.key === "phone" ? 40 : 200}
                required={field.key === "email" || (field.key === "rsn" && needsRsn)}
                value={profile[field.key]}
                onChange={(event) => onChange({ ...profile, [field.key]: event.target.value })}
                onBlur={field.key === "email" && !emailInvalid ? onEmailDone : undefined}
                className={controlClass()}
              />
            )}
          </Field>
        );
      })}
    </fieldset>
  );
}
