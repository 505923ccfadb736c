import "server-only";
import { isValidGtmId } from "@/domain/analytics/gtm-id";
import { log } from "./log";

let warned = false;

/** The container id to load, or "" when there is none; a missing or malformed id is reported once per process. */
export function resolveGtmId(configuredId: string): string {
  if (isValidGtmId(configuredId)) return configuredId;
  if (!warned) {
    warned = true;
    if (configuredId === "") log.warn("GTM_ID is not set: the Google Tag Manager script is not loaded");
    else
      log.warn(
        { gtmId: configuredId },
        "GTM_ID does not match GTM-<uppercase letters and digits>: the Google Tag Manager script is not loaded",
      );
  }
  return "";
}
