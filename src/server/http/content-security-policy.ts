import "server-only";
import { configuredVendors, contentSecurityPolicy } from "@/domain/http/security-headers";
import { env, isDevelopmentServer } from "../env";

/**
 * The running server's policy: our origin plus the vendors it is configured with, computed once
 * per process from the environment it started with (ADR 0004). The request stamp sets it on every
 * response (request-stamp.ts).
 */
export const CONTENT_SECURITY_POLICY: string = contentSecurityPolicy({
  development: isDevelopmentServer,
  vendors: configuredVendors({
    gtmId: env.GTM_ID,
    stripe: env.STRIPE_SECRET_KEY !== "",
    square: env.SQUARE_ACCESS_TOKEN !== "",
    chat: env.CHAT_PROVIDER,
  }),
});
