/** What every email says about the shop; the server fills it from env, the preview from sample data. */
export type EmailBrand = { siteName: string; siteUrl: string; supportEmail: string };
