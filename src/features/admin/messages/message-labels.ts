import type { StatusTone } from "@/components/ui/status-badge";
import type { MessageStatus } from "@/domain/admin/message-status";

/** Where a message came from, in the operator's words (the stored source is "contact", "checkout" or "order-page"). */
export function messageSourceLabel(source: string): string {
  if (source === "contact") return "Contact form";
  if (source === "checkout") return "Checkout fallback";
  if (source === "order-page") return "Order page";
  return source;
}

export const MESSAGE_STATUS_TONE: Record<MessageStatus, StatusTone> = {
  new: "warning",
  open: "success",
  closed: "neutral",
};

/** A reply's email as the outbox knows it: pending until sent, then sent, or failed after its retries. */
export function emailStatusTone(status: string): StatusTone {
  if (status === "sent") return "success";
  if (status === "failed") return "danger";
  return "neutral";
}
