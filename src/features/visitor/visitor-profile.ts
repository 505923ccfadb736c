import { z } from "zod";

/** Spec section 3: the visitor profile (email, name, phone) kept in the browser once checkout has it. */
export const VISITOR_PROFILE_KEY = "shop:visitor";

const visitorProfileSchema = z.object({
  email: z.string().max(320),
  name: z.string().max(200),
  phone: z.string().max(40),
  /** The in-game name, for services that need it (an addition to the spec's profile). */
  rsn: z.string().max(12).default(""),
});

export type VisitorProfile = z.infer<typeof visitorProfileSchema>;

export const EMPTY_PROFILE: VisitorProfile = { email: "", name: "", phone: "", rsn: "" };

export function readVisitorProfile(): VisitorProfile | null {
  try {
    const raw = window.localStorage.getItem(VISITOR_PROFILE_KEY);
    if (raw === null) return null;
    const result = visitorProfileSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
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
  const email = readVisitorProfile()?.email.trim().toLowerCase() ?? "";
  return z.email().safeParse(email).success ? email : "";
}
