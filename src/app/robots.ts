import type { MetadataRoute } from "next";
import { siteConfig } from "@/server/site-config";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/api/", "/checkout", "/test-payment", "/test-routes/"] }],
    sitemap: new URL("/sitemap.xml", siteConfig.siteUrl).toString(),
  };
}
