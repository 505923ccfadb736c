/** Spec section 3: analytics user data derives from the visitor profile. */
export type UserData = {
  email?: string;
  email_address?: string;
  phone_number?: string;
  first_name?: string;
  last_name?: string;
};

export function deriveUserData(profile: { email?: string; name?: string; phone?: string }): UserData {
  const data: UserData = {};
  const email = profile.email?.trim().toLowerCase();
  if (email) {
    data.email = email;
    data.email_address = email;
  }
  const phone = profile.phone?.trim();
  if (phone) data.phone_number = phone;
  const [first, ...rest] = (profile.name ?? "").trim().split(/\s+/).filter(Boolean);
  if (first) data.first_name = first;
  if (rest.length > 0) data.last_name = rest.join(" ");
  return data;
}

/**
 * pending → paid | cancelled | expired (no payment within the expiry period); paid → refunded |
 * disputed. An expired order a late payment arrives for still becomes paid: money received is never ignored.
 */
export type OrderStatus = "pending" | "paid" | "cancelled" | "failed" | "expired" | "refunded" | "disputed";

/** The return page fires the purchase event only for a paid order whose event has not been recorded yet. */
export function shouldFirePurchaseEvent(order: { status: OrderStatus; purchaseRecorded: boolean }): boolean {
  return order.status === "paid" && !order.purchaseRecorded;
}

const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A short reference a visitor can read out on live chat ("RF-7K2M9Q"); randomness is passed in. */
export function orderReference(randomBytes: Uint8Array): string {
  const characters = Array.from(
    randomBytes.slice(0, 8),
    (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length],
  );
  return `RF-${characters.join("")}`;
}
