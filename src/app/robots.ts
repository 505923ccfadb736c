import type { MetadataRoute } from "next";
import { siteConfig } from "@/server/site-config";

// /checkout stays crawlable (every page type is held to a Lighthouse SEO score of 1.0); it is
// simply left out of the sitemap, and its HTML never holds anything about a visitor. /chat/ holds
// only the emailed links that carry a conversation's secret: nothing there is for a crawler.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/api/", "/admin", "/test-payment", "/test-routes/", "/chat/"] }],
    sitemap: new URL("/sitemap.xml", siteConfig.siteUrl).toString(),
  };
}
