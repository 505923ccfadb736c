/** The one message of a back-office form, announced when it appears; the fields point at it by id. */
export function FormError({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} role="alert" data-testid="admin-form-error" className="min-h-6 text-sm text-danger">
      {message ?? ""}
    </p>
  );
}
