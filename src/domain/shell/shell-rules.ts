/**
 * Shell rules (spec section 2). Paths are compared without a trailing slash. Which pages have the
 * darker backdrop or no payment strip is not a rule here: the route groups and segments say it
 * (src/app/(shop), src/app/(checkout)).
 */

export const HEADER_SOLID_AFTER_PX = 50;

export function normalisePath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? "/";
  if (path === "" || path === "/") return "/";
  return path.replace(/\/+$/, "") || "/";
}

/** The header gets its background once the page has scrolled more than the threshold. */
export function isHeaderSolid(scrollY: number): boolean {
  return scrollY > HEADER_SOLID_AFTER_PX;
}

/** A link is current on its own path and, except Home, below it. */
export function isActivePath(linkHref: string, pathname: string): boolean {
  const link = normalisePath(linkHref);
  const path = normalisePath(pathname);
  if (link === "/") return path === "/";
  return path === link || path.startsWith(`${link}/`);
}
