import { EMPTY_PROMO_FORM, type PromoForm, type PromoTargets } from "@/domain/promotions/promo-form";
import { createPromo } from "@/server/promotions/promo-admin";

/** The catalogue names a test code may be limited to (the seed's capes line and the fire cape). */
export const TEST_PROMO_TARGETS: PromoTargets = {
  lines: [
    { id: "capes", name: "Capes" },
    { id: "raids", name: "Raids" },
  ],
  products: [
    { sku: "fire-cape", name: "Fire Cape", lineId: "capes" },
    { sku: "infernal-cape", name: "Infernal Cape", lineId: "capes" },
  ],
};

/** A code made through the back office's own service; a fresh random code unless one is given. */
export async function seedPromo(form: Partial<PromoForm> = {}, now = new Date()) {
  const code = form.code ?? `T${crypto.randomUUID().replaceAll("-", "").slice(0, 12).toUpperCase()}`;
  return createPromo({
    form: { ...EMPTY_PROMO_FORM, amount: "10", ...form, code },
    known: TEST_PROMO_TARGETS,
    operatorId: "0f0e0d0c-0000-4000-8000-0000000000aa",
    now,
  });
}
