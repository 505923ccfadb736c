/**
 * What a visitor reads when a request never got an answer (or the code to send it could not be
 * fetched): one sentence for callApi and for the islands that load it on their first send.
 */
export const NETWORK_MESSAGE = "We could not reach the shop. Check your connection and try again.";
