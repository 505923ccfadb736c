/* Limits shared by the zod schema (server) and the hand-written guard (browser); zod-free on purpose. */

/** The most lines a cart may hold; the server refuses more. */
export const MAX_CART_LINES = 100;
