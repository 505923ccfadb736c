"use client";

import { type ReactNode, useId } from "react";

/** What a Field hands its control: spread it on the input, textarea or select. */
export type FieldControlProps = { id: string; "aria-invalid": boolean; "aria-describedby"?: string };

type FieldProps = {
  label: ReactNode;
  /** A line of help under the control, read out with it. */
  hint?: ReactNode;
  /** The message under the control; while set, the control is invalid and described by it. */
  error?: ReactNode;
  errorTestId?: string;
  /** Invalid with the message shown elsewhere (one alert for the whole form): `describedBy` is its id. */
  invalid?: boolean;
  describedBy?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A label, its control, an optional hint and error, wired with `htmlFor`, `aria-describedby` and `aria-invalid`. */
export function Field({ label, hint, error, errorTestId, invalid, describedBy, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false;
  const isInvalid = hasError || invalid === true;
  const described = [hint ? hintId : null, hasError ? errorId : null, invalid && describedBy ? describedBy : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-parchment">
        {label}
      </label>
      {children({ id, "aria-invalid": isInvalid, "aria-describedby": described || undefined })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-parchment-muted">
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} data-testid={errorTestId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

type ControlStyle = {
  /** A textarea: padded top and bottom instead of a minimum height. */
  multiline?: boolean;
  /** Figures: larger, with digits of equal width. */
  numeric?: boolean;
  /** Sits right under its label (false when a wrapper places it, e.g. with a unit inside the box). */
  spaced?: boolean;
  fullWidth?: boolean;
  className?: string;
};

/** The look of a text input, textarea or select: night background, stone border, red border while invalid. */
export function controlClass({
  multiline = false,
  numeric = false,
  spaced = true,
  fullWidth = true,
  className,
}: ControlStyle = {}): string {
  return [
    "rounded-lg border border-stone-line bg-night px-3 text-parchment aria-[invalid=true]:border-danger",
    multiline ? "py-2" : "min-h-12",
    numeric ? "tabular text-lg" : undefined,
    spaced ? "mt-1" : undefined,
    fullWidth ? "w-full" : undefined,
    className,
  ]
    .filter(Boolean)
    .join(" ");
}
