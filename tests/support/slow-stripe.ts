import { createServer, type Server } from "node:http";

/*
 * A stand-in of Stripe's Checkout Sessions API that can be told to stop answering, for the
 * payment-provider timeout tests (integration and resilience). While `hanging` is set, requests
 * are held open without a reply, which is what a provider outage looks like from our side.
 */

export type SlowStripe = {
  url: string;
  /** Requests received, answered or not. */
  received: () => number;
  /** Requests held without an answer so far. */
  held: () => number;
  setHanging(hanging: boolean): void;
  close(): Promise<void>;
};

export const SLOW_STRIPE_SECRET_KEY = "sk_test_slowstripe123";

export async function startSlowStripe(): Promise<SlowStripe> {
  let hanging = false;
  let received = 0;
  let held = 0;
  let counter = 0;
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      received += 1;
      if (hanging) {
        held += 1;
        return;
      }
      const path = new URL(request.url ?? "/", "http://stripe.test").pathname;
      if (request.method === "POST" && path === "/v1/checkout/sessions") {
        counter += 1;
        const id = `cs_test_slow_${counter}`;
        response.writeHead(200, { "content-type": "application/json", "request-id": `req_${counter}` });
        response.end(
          JSON.stringify({
            id,
            object: "checkout.session",
            url: `https://checkout.stripe.test/c/pay/${id}`,
            status: "open",
            payment_status: "unpaid",
            payment_intent: null,
          }),
        );
        return;
      }
      response.writeHead(404, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { type: "invalid_request_error", message: `No route ${path}` } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    received: () => received,
    held: () => held,
    setHanging(value) {
      hanging = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
