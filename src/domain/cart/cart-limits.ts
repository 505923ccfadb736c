/* Limits shared by the zod schema (server) and the hand-written guard (browser); zod-free on purpose. */

/** The most lines a cart may hold; the server refuses more. */
export const MAX_CART_LINES = 100;

/**
 * The largest body the routes that take a cart's lines accept: the quote, the order (the lines with a
 * few small fields beside them) and the stored cart's review.
 */
export const CART_LINES_MAX_BYTES = 48 * 1024;
