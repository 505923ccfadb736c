/** The configuration the browser tests run under; each value is one the tests check. */
export const E2E_ENV = {
  GTM_ID: "gtm-not-valid",
  ENABLE_TEST_ROUTES: "1",
  DISCORD_INVITE_URL: "https://discord.gg/e2e-invite",
  SITE_NAME: "RuneForge",
  // The suite's flows (the contact modal after a manual order, the Live chat button's fallback) were
  // written for a shop with no chat; the shop's own chat, the default since issue 44, has its own
  // file (live-chat.e2e.ts) with a server that names it.
  CHAT_PROVIDER: "none",
  CONTACT_RATE_LIMIT: "1000",
  // Every browser test connects from 127.0.0.1, the one client the rate limit sees, so its limit is raised out of reach.
  API_RATE_LIMIT: "100000",
  PREVIEW_TOKEN: "e2e-preview-token-0123456789abcdef",
};
