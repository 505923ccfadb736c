"use client";

import { useId } from "react";
import { Button } from "@/components/ui/button";
import { controlClass } from "@/components/ui/field";
import { formatUsd } from "@/domain/money/money";

type PromoCodeFieldProps = {
  typed: string;
  onType: (text: string) => void;
  onApply: () => void;
  onRemove: () => void;
  /** The code the server applied, with what it takes off; null while none is. */
  appliedCode: string | null;
  appliedCents: number;
  message: string | null;
  busy: boolean;
};

/**
 * "Promo code" with Apply. Its message line keeps its height whether or not it says anything, so
 * neither a refusal nor the quote arriving moves the form. Enter applies the code rather than
 * placing the order.
 */
export function PromoCodeField({
  typed,
  onType,
  onApply,
  onRemove,
  appliedCode,
  appliedCents,
  message,
  busy,
}: PromoCodeFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div data-testid="promo-code-field">
      <label htmlFor={id} className="text-sm font-medium text-parchment">
        Promo code
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          data-testid="promo-code-input"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={typed}
          aria-invalid={message !== null}
          aria-describedby={messageId}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            onApply();
          }}
          className={controlClass({ spaced: false, className: "uppercase" })}
        />
        {appliedCode ? (
          <Button variant="secondary" data-testid="promo-code-remove" onClick={onRemove} className="shrink-0">
            Remove
          </Button>
        ) : (
          <Button variant="secondary" data-testid="promo-code-apply" onClick={onApply} busy={busy} className="shrink-0">
            Apply
          </Button>
        )}
      </div>
      <div id={messageId} className="mt-1 min-h-5 text-sm">
        {message !== null ? (
          <p role="alert" data-testid="promo-code-error" className="text-danger">
            {message}
          </p>
        ) : appliedCode ? (
          <p role="status" data-testid="promo-code-applied" className="text-success">
            {appliedCode} applied: −{formatUsd(appliedCents)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
