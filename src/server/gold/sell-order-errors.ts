import "server-only";
import { AppError } from "../http/errors";

/**
 * A 400 that names the field to correct (the amount, the RSN, the millions received…), so the
 * form shows the message beside that field; null names none.
 */
export class SellFieldError extends AppError {
  constructor(
    readonly field: string | null,
    message: string,
    surface: "sell-order" | "admin-sell-order" = "sell-order",
  ) {
    super(`bad_request:${surface}`, message);
  }

  override toResponse(): Response {
    return Response.json({ code: this.code, message: this.message, field: this.field }, { status: this.status });
  }
}
