import { formatCount } from "@/domain/money/format-amount";

/*
 * A line's name as every list of an order prints it (the order page, the emails and the receipt,
 * the card provider's lines, the back office): "Fire Cape (Zerker)", "Vorkath (30 kills · Awakened)".
 * A product sold by the unit already says its quantity in its options ("30 kills"), so the count
 * is added ("Quest × 3") only when the options do not say it: never "30 kills … × 30".
 */

export type LabelledLine = { name: string; subName?: string | null; count: number };

/** Whether the line's options already open with its count ("30 kills · Awakened" for 30). */
export function detailSaysCount(line: LabelledLine): boolean {
  const first = (line.subName ?? "").split(" · ")[0] ?? "";
  return first.startsWith(`${formatCount(line.count)} `);
}

/** " × 3" when the count is more than one and the options do not say it already; "" otherwise. */
export function lineCountSuffix(line: LabelledLine): string {
  return line.count > 1 && !detailSaysCount(line) ? ` × ${formatCount(line.count)}` : "";
}

/** "Vorkath (30 kills · Awakened)", "Quest × 3", "OSRS Gold (750M)". */
export function lineLabel(line: LabelledLine): string {
  return `${line.name}${line.subName ? ` (${line.subName})` : ""}${lineCountSuffix(line)}`;
}
