/*
 * CSV as RFC 4180 writes it (fields with a comma, quote, CR or LF quoted, quotes doubled, lines
 * ended by CRLF), with one guard for spreadsheets: a text cell that starts with = + - @ (or a tab
 * or CR, which some spreadsheets skip before reading a formula) gets an apostrophe in front, so a
 * customer's name can never run as a formula on the operator's machine. Numbers are written as
 * they are; only text the outside world typed can start a formula.
 */

export type CsvValue = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** One record, with its CRLF. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
