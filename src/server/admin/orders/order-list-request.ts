import "server-only";
import { distinctIds } from "@/domain/admin/bulk-orders";
import { filterForViewer, filterProblems } from "@/domain/admin/order-filter";
import { type OrderListQuery, orderListQueryFrom, orderListQuerySchema } from "@/domain/api/admin-orders";
import { AppError } from "../../http/errors";
import { exportOrdersCsv, exportSelectedOrdersCsv } from "./list-orders";

/*
 * The two GET routes' own work, so each route stays one line behind the operator guard: the
 * query string checked (a wrong value is a 400 naming it), and the export streamed as it is read.
 */

export function parseOrderListQuery(params: URLSearchParams): OrderListQuery {
  const parsed = orderListQuerySchema.safeParse(orderListQueryFrom(params));
  if (!parsed.success) throw new AppError("bad_request:admin-orders", filterProblems(parsed.error));
  return parsed.data;
}

/**
 * The CSV of the filtered orders as a download, a batch of orders at a time; nothing is cached.
 * `operatorId` is who asks: "assigned to me" is theirs.
 */
export function orderCsvResponse(params: URLSearchParams, now: Date, operatorId = ""): Response {
  const { filter } = parseOrderListQuery(params);
  return csvDownload(exportOrdersCsv(filterForViewer(filter, operatorId)), now);
}

/** The CSV of the orders an operator selected on the list. */
export function selectedOrdersCsvResponse(ids: readonly string[], now: Date): Response {
  return csvDownload(exportSelectedOrdersCsv(distinctIds(ids)), now);
}

/** Text pulled as the client reads it: the next batch is read only once the last one left. */
function csvDownload(text: AsyncIterable<string>, now: Date): Response {
  const lines = text[Symbol.asyncIterator]();
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
