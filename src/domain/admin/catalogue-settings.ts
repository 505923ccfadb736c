import { boundText } from "@/domain/settings/setting-bounds";
import { SETTING_DEFINITIONS, type SettingKey, type ShopSettings } from "@/domain/settings/shop-settings";

/*
 * The settings page's rows: each setting of shop-settings.ts with a label, its
 * description and unit, its bound (setting-bounds.ts, shown beside the field), its value as an
 * operator types it and the stored number the form sends back (a different one by then is a 409).
 */

const LABELS: Record<SettingKey, { label: string; unit: string }> = {
  discount_percent: { label: "Site-wide discount", unit: "percent" },
  gold_sell_usd_per_million: { label: "Gold sell rate", unit: "USD per million gold" },
  gold_buy_usd_per_million: { label: "Gold buy rate", unit: "USD per million gold" },
  min_order_usd: { label: "Minimum order", unit: "USD" },
  rate_eur: { label: "Euro rate", unit: "EUR per USD" },
  rate_gbp: { label: "Pound rate", unit: "GBP per USD" },
  rate_cad: { label: "Canadian dollar rate", unit: "CAD per USD" },
  rate_aud: { label: "Australian dollar rate", unit: "AUD per USD" },
  order_link_days: { label: "Order link lifetime", unit: "days" },
  reminders_automatic: { label: "Automatic cart reminders", unit: "on or off" },
  reminder_delay_hours: { label: "Reminder delay", unit: "hours" },
  reminder_period_days: { label: "Reminder period per address", unit: "days" },
  staff_refund_limit_cents: { label: "Staff refund limit", unit: "USD" },
  gold_delivery_minutes: { label: "Gold delivery time in stock", unit: "minutes" },
  gold_restock_hours: { label: "Gold restock time (0: pre-order)", unit: "hours" },
  gold_contact_above_millions: { label: "Gold orders above this ask to contact us", unit: "millions" },
  gold_low_stock_millions: { label: "Low gold stock warning", unit: "millions" },
  sell_quote_minutes: { label: "Sell quote holds for", unit: "minutes" },
  sell_max_millions_per_order: { label: "Most gold per sell order", unit: "millions" },
  sell_max_millions_per_day: { label: "Most gold one player sells a day", unit: "millions" },
  chat_email_after_minutes: { label: "Chat asks an email after", unit: "minutes" },
  chat_discord_after_minutes: { label: "Chat waiting told to Discord after", unit: "minutes" },
  chat_retention_days: { label: "Closed chats kept for", unit: "days" },
};

/** A setting as an operator reads it ("Minimum order, USD"); a key the shop no longer has stays as it is. */
export function settingLabel(key: string): string {
  const named = (LABELS as Record<string, { label: string; unit: string }>)[key];
  return named ? `${named.label}, ${named.unit}` : key;
}

export type SettingRow = {
  key: SettingKey;
  label: string;
  description: string;
  unit: string;
  /** "0 to 90 %; over 50 % asks you to confirm". */
  bounds: string;
  value: string;
  stored: number;
  /** The only words the field takes, when it is a choice ("on", "off") rather than a number. */
  options?: readonly string[];
};

const OPTIONS: Partial<Record<SettingKey, readonly string[]>> = { reminders_automatic: ["off", "on"] };

export function settingRows(settings: ShopSettings): SettingRow[] {
  return SETTING_DEFINITIONS.map((definition) => {
    const stored = definition.read(settings);
    return {
      key: definition.key,
      ...LABELS[definition.key],
      description: definition.description,
      bounds: boundText(definition.key),
      value: definition.format(stored),
      stored,
      ...(OPTIONS[definition.key] ? { options: OPTIONS[definition.key] } : {}),
    };
  });
}
