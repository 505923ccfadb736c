/** The one message of a back-office form, announced when it appears; the fields point at it by id. */
export function FormError({
  id,
  message,
  testId = "admin-form-error",
}: {
  id: string;
  message: string | null;
  testId?: string;
}) {
  return (
    <p id={id} role="alert" data-testid={testId} className="min-h-6 text-sm text-danger">
      {message ?? ""}
    </p>
  );
}
