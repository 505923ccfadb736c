/** A stored ISO time as the back office shows it: UTC, to the second, the same on every operator's screen. */
export function formatAdminTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}
