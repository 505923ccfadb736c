import "server-only";
import type { Transaction } from "kysely";
import type { PlaceOrderResponse, PriceChangedError as PriceChangedBody } from "@/domain/api/checkout-order";
import { orderPagePath } from "@/domain/api/order-tracking";
import type { CartItem } from "@/domain/cart/cart-schema";
import type { CatalogueSnapshot } from "@/domain/catalogue/catalogue-snapshot";
import {
  GOLD_PAYMENT_MESSAGES,
  goldPaymentRefusal,
  goldPaymentTenths,
  isGoldPayment,
} from "@/domain/checkout/gold-payment";
import { type CheckoutMethod, isManualMethod } from "@/domain/checkout/methods";
import { checkMinimumOrder } from "@/domain/checkout/minimum-order";
import { isPayable } from "@/domain/checkout/order-transitions";
import { type PaymentData, paymentDataStatus } from "@/domain/checkout/payment-data";
import { takesRealPayments } from "@/domain/checkout/payment-mode";
import { returnChannelOf } from "@/domain/checkout/payment-return-path";
import { orderReference, shouldFirePurchaseEvent } from "@/domain/checkout/purchase";
import {
  browserTotalCents,
  type OrderLine,
  type OrderTotals,
  type RepriceResult,
  repriceCart,
  repriceDepsOf,
} from "@/domain/checkout/reprice";
import { goldTenthsOfLines, tenthsToMillions } from "@/domain/gold/gold-units";
import { centsToDollars } from "@/domain/money/money";
import { totalsWithPromo } from "@/domain/promotions/promo-totals";
import { catalogue, refreshCatalogue } from "../catalogue/catalogue-store";
import { database } from "../db/database";
import type { Database } from "../db/schema";
import { env } from "../env";
import { goldPromiseNow } from "../gold/gold-promise";
import { AppError } from "../http/errors";
import { issueAccessToken } from "../orders/access-tokens";
import {
  createOrder,
  getOrderByProviderRef,
  markOrderCancelled,
  markPurchaseRecorded,
  setOrderProviderRef,
} from "../orders/order-store";
import { withProviderTimeout } from "../payments/provider-timeout";
import { checkPromoForCart } from "../promotions/promo-for-cart";
import { PromoRefusedError, redeemPromo } from "../promotions/promo-redemptions";
import { placeManualOrder } from "./manual-order";
import { assertMethodOffered, paymentProviderFor, providerForRef, type ReturnChannel } from "./payment-providers";
import { paymentSetup } from "./payment-setup";
import { settlePayment } from "./settle-payment";

export type CheckoutProfile = { email: string; name: string; phone: string; rsn: string };

export type PlacedOrder = PlaceOrderResponse;

/**
 * The catalogue to charge from: the newest version in the database (one version query), so an
 * order placed on any instance right after a change is priced as the change says.
 */
export async function checkoutCatalogue(): Promise<CatalogueSnapshot> {
  await refreshCatalogue();
  return catalogue();
}

/** Prices the cart from one snapshot: only its active products are for sale (a hidden one is "no longer sold"). */
export function repriceFromSnapshot(items: readonly CartItem[], snapshot: CatalogueSnapshot): RepriceResult {
  return repriceCart(items, repriceDepsOf(snapshot));
}

/**
 * Prices the cart on the server, stores the order and starts the payment. Nothing the browser
 * says about prices is used, except to notice that the visitor was shown a different total.
 */
export async function placeOrder(input: {
  cartUuid: string;
  items: CartItem[];
  profile: CheckoutProfile;
  method: CheckoutMethod;
  expectedTotalCents: number;
  promoCode?: string;
  now: Date;
}): Promise<PlacedOrder> {
  assertMethodOffered(input.method);
  const snapshot = await checkoutCatalogue();
  const { settings } = snapshot;
  const priced = repriceFromSnapshot(input.items, snapshot);
  if (!priced.ok) {
    const detail = priced.problems
      .map((problem) => (problem.sku ? `${problem.sku}: ${problem.reason}` : problem.reason))
      .join(" ");
    throw new AppError("bad_request:checkout", `Some items cannot be ordered. ${detail}`);
  }
  const promo = input.promoCode === undefined ? null : await acceptedPromo(input.promoCode, priced, snapshot, input);
  const totals = totalsWithPromo(priced.totals, promo);
  // On the server's total, before the browser's: a cart under the minimum is refused whatever it was shown.
  const minimum = checkMinimumOrder(totals.totalCents, settings.minOrderCents);
  if (!minimum.ok) throw new AppError("bad_request:minimum_order", minimum.message);
  if (totals.totalCents !== input.expectedTotalCents) {
    throw new PriceChangedError(totals, priced.lines, browserTotalCents(input.items, settings.discountBasisPoints));
  }
  const goldPayment = isGoldPayment(input.method) ? goldPaymentOf(priced.lines, totals, input.profile, settings) : null;
  const manual = isManualMethod(input.method);
  const provider = manual ? null : paymentProviderFor(input.method);
  // The promise the gold is sold with, from the ledger now: the order keeps it, its page and receipt repeat it.
  const goldTenths = goldTenthsOfLines(priced.lines);
  const goldPromise =
    goldTenths === 0 ? null : await goldPromiseNow((await database()).db, tenthsToMillions(goldTenths), settings);
  const order = {
    id: crypto.randomUUID(),
    reference: orderReference(crypto.getRandomValues(new Uint8Array(8))),
    ...input.profile,
    method: input.method,
    provider: provider?.id ?? ("manual" as const),
    cartUuid: input.cartUuid,
    lines: priced.lines,
    totals,
    // Outside live mode no real money moves, whatever the method: the order and its emails say TEST.
    testMode: !takesRealPayments(paymentSetup.mode),
    catalogueVersion: snapshot.version,
    goldPromise,
    goldPaymentTenths: goldPayment,
  };
  // The code's use is taken in the transaction that stores the order: both or neither.
  const redeem = promo
    ? (trx: Transaction<Database>) =>
        redeemPromo(
          trx,
          { ...promo, orderId: order.id, email: order.email, lines: priced.lines, totals: priced.totals, snapshot },
          input.now,
        )
    : undefined;
  if (!provider) return placeManualOrder(order, input.now, redeem);
  let token = "";
  // The confirmation screen's link is stored with the order: both or neither.
  await createOrder(order, input.now, async (trx) => {
    await redeem?.(trx);
    token = await issueAccessToken(trx, { orderId: order.id, purpose: "checkout", now: input.now });
  });
  // On a timeout the order stays pending with no payment attached; placing it again starts afresh.
  const payment = await withProviderTimeout(
    provider.createPayment(
      { id: order.id, reference: order.reference, email: order.email, lines: priced.lines, totals },
      env.SITE_URL,
    ),
    env.PAYMENT_PROVIDER_TIMEOUT_MS,
    `The payment provider did not answer in time. Your order ${order.reference} is saved and you have not been charged; please try again in a minute.`,
  );
  await setOrderProviderRef(order.id, payment.providerRef, input.now);
  return {
    kind: "redirect",
    reference: order.reference,
    redirectUrl: payment.redirectUrl,
    totalCents: totals.totalCents,
    orderPath: orderPagePath(order.reference, token),
  };
}

/**
 * A gold payment's amount, from the server's total at the buy rate of the same snapshot (the
 * figure the product pages show); refused for a cart with gold, and without the RSN to trade with.
 */
function goldPaymentOf(
  lines: readonly OrderLine[],
  totals: OrderTotals,
  profile: CheckoutProfile,
  settings: CatalogueSnapshot["settings"],
): number {
  const refusal = goldPaymentRefusal(lines);
  if (refusal) throw new AppError("bad_request:payment_method", refusal);
  if (profile.rsn.trim() === "") throw new AppError("bad_request:checkout", GOLD_PAYMENT_MESSAGES.rsn);
  return goldPaymentTenths(totals.totalCents, settings.goldRates.buyMillicentsPerMillion);
}

/** The code's reduction on the server's priced cart, or the refusal the checkout shows by the code's field. */
async function acceptedPromo(
  typed: string,
  priced: Extract<RepriceResult, { ok: true }>,
  snapshot: CatalogueSnapshot,
  input: { profile: CheckoutProfile; now: Date },
): Promise<{ code: string; cents: number }> {
  const check = await checkPromoForCart({
    typed,
    lines: priced.lines,
    totals: priced.totals,
    snapshot,
    now: input.now,
    email: input.profile.email,
  });
  if (!check.ok) throw new PromoRefusedError(check.message);
  return { code: check.code, cents: check.cents };
}

/** 409 with the server's prices, so the checkout can show them before the visitor pays. */
export class PriceChangedError extends AppError {
  constructor(
    readonly totals: OrderTotals,
    readonly lines: OrderLine[],
    readonly browserTotalCents: number,
  ) {
    super(
      "conflict:checkout",
      "Prices have changed since you added these items. Please check the new total before paying.",
    );
  }

  override toResponse(): Response {
    const body: PriceChangedBody = { code: this.code, message: this.message, totals: this.totals, lines: this.lines };
    return Response.json(body, { status: this.status });
  }
}

export type { PaymentData };

/**
 * The order a provider's return names, through that provider's route only: a demo order through
 * the route of the provider its method stands for (a Square order never through Stripe's).
 */
async function returnedOrder(channel: ReturnChannel, providerRef: string) {
  const provider = providerForRef(channel, providerRef);
  const order = provider ? await getOrderByProviderRef(providerRef) : undefined;
  const wrongRoute = order?.provider === "demo" && returnChannelOf(order.method) !== channel;
  if (!provider || !order || order.provider !== provider.id || wrongRoute)
    throw new AppError("not_found:payment", "No payment with this id.");
  return { provider, order };
}

/**
 * Spec section 7's payment lookup. The provider is asked from the server; a payment it confirms
 * marks the order paid here if no webhook has yet, so fulfilment never rests on the browser's word.
 */
export async function lookupPaymentData(channel: ReturnChannel, providerRef: string, now: Date): Promise<PaymentData> {
  const { provider, order } = await returnedOrder(channel, providerRef);
  const verified = await withProviderTimeout(
    provider.verifyPayment(providerRef),
    env.PAYMENT_PROVIDER_TIMEOUT_MS,
    "We could not confirm your payment with the provider just now. Please reload this page in a minute.",
  );
  let current = order;
  let notAccepted = false;
  // Money the provider took is checked like a webhook's, and a late one still pays an expired order.
  if (verified.status === "paid" && isPayable(order.status)) {
    const result = await settlePayment({
      provider: provider.id,
      providerRef,
      paymentRef: verified.paymentRef,
      reported: verified.reported,
      now,
    });
    current = result.order ?? order;
    notAccepted = result.mismatch !== undefined;
  } else if (verified.status === "cancelled" && order.status === "pending") {
    await markOrderCancelled(providerRef, now);
    current = { ...order, status: "cancelled" };
  }
  const status = paymentDataStatus(current.status, { paid: verified.status === "paid", notAccepted });
  return {
    name: current.name,
    email: current.email,
    phone: current.phone,
    fireEvent: status === "paid" && shouldFirePurchaseEvent(current),
    price: centsToDollars(current.totals.totalCents),
    reference: current.reference,
    status,
    transactionId: current.reference,
    lines: current.lines,
    totals: current.totals,
  };
}

/** Spec section 7's markAsCompleted: records the purchase event once; repeats change nothing. */
export async function completePurchase(
  channel: ReturnChannel,
  providerRef: string,
  now: Date,
): Promise<{ recorded: boolean }> {
  const { order } = await returnedOrder(channel, providerRef);
  if (order.status !== "paid") throw new AppError("conflict:payment", "This payment is not complete.");
  return { recorded: await markPurchaseRecorded(providerRef, now) };
}
