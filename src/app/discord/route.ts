import { siteConfig } from "@/server/site-config";

export const dynamic = "force-dynamic";

/** /discord has no page: it sends the visitor to the configured invite (302, so the target can change). */
export function GET(): Response {
  return new Response(null, { status: 302, headers: { location: siteConfig.discordInviteUrl } });
}
