import { z } from "zod";

/** Spec section 3: the visitor profile (email, name, phone) kept in the browser once checkout has it. */
export const VISITOR_PROFILE_KEY = "shop:visitor";

const visitorProfileSchema = z.object({
  email: z.string().max(320),
  name: z.string().max(200),
  phone: z.string().max(40),
});

export type VisitorProfile = z.infer<typeof visitorProfileSchema>;

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

/** The email the cart is saved with: the profile's, trimmed and lowercased, or "" when there is none. */
export function readVisitorEmail(): string {
  const email = readVisitorProfile()?.email.trim().toLowerCase() ?? "";
  return z.email().safeParse(email).success ? email : "";
}
