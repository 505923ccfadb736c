import "server-only";
import { filterProblems } from "@/domain/admin/order-filter";
import { type OrderListQuery, orderListQueryFrom, orderListQuerySchema } from "@/domain/api/admin-orders";
import { AppError } from "../../http/errors";
import { exportOrdersCsv } from "./list-orders";

/*
 * The two GET routes' own work, so each route stays one line behind the operator guard: the
 * query string checked (a wrong value is a 400 naming it), and the export streamed as it is read.
 */

export function parseOrderListQuery(params: URLSearchParams): OrderListQuery {
  const parsed = orderListQuerySchema.safeParse(orderListQueryFrom(params));
  if (!parsed.success) throw new AppError("bad_request:admin-orders", filterProblems(parsed.error));
  return parsed.data;
}

/** The CSV of the filtered orders as a download, a page of rows at a time; nothing is cached. */
export function orderCsvResponse(params: URLSearchParams, now: Date): Response {
  const { filter } = parseOrderListQuery(params);
  const lines = exportOrdersCsv(filter)[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await lines.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await lines.return?.();
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="orders-${now.toISOString().slice(0, 10)}.csv"`,
      "cache-control": "no-store",
    },
  });
}
