import {
  cartSaveEmail,
  EMPTY_PROFILE,
  readVisitorProfileValue,
  type VisitorProfile,
} from "@/domain/checkout/visitor-profile";

export { EMPTY_PROFILE, type VisitorProfile };

/** Spec section 3: the visitor profile (email, name, phone) kept in the browser once checkout has it. */
export const VISITOR_PROFILE_KEY = "shop:visitor";

export function readVisitorProfile(): VisitorProfile | null {
  try {
    const raw = window.localStorage.getItem(VISITOR_PROFILE_KEY);
    return raw === null ? null : readVisitorProfileValue(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function saveVisitorProfile(profile: VisitorProfile): void {
  try {
    window.localStorage.setItem(VISITOR_PROFILE_KEY, JSON.stringify(profile));
  } catch {
    // Storage may be off; the checkout still sends the details with the order.
  }
}

/** The email the cart is saved with: the profile's, trimmed and lowercased, or "" when there is none. */
export function readVisitorEmail(): string {
  return cartSaveEmail(readVisitorProfile());
}
