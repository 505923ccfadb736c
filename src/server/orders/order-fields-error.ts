import "server-only";
import { AppError } from "../http/errors";

/**
 * A 400 that names the field the operator must correct (the step's figure, a pause's reason, a
 * trade's world), so the back office shows the message beside that field; null names none.
 */
export class OrderFieldError extends AppError {
  constructor(
    readonly field: string | null,
    message: string,
  ) {
    super("bad_request:admin-order", message);
  }

  override toResponse(): Response {
    return Response.json({ code: this.code, message: this.message, field: this.field }, { status: this.status });
  }
}
