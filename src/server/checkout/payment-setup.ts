import "server-only";
import { type PaymentSetup, resolvePaymentSetup } from "@/domain/checkout/payment-mode";
import { env, paymentCredentialsOf } from "../env";

/**
 * The shop's payment mode, its checkout methods and who takes each payment, derived once from the
 * configuration (src/domain/checkout/payment-mode.ts). Holds no key: safe to print into pages.
 */
export const paymentSetup: PaymentSetup = (() => {
  const result = resolvePaymentSetup(paymentCredentialsOf(env));
  // Unreachable: parseEnv already refused these credentials, naming the variable.
  if (!result.ok)
    throw new Error(`Invalid payment configuration: ${result.problems.map((p) => p.variable).join(", ")}`);
  return result.setup;
})();
