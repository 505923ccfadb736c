/** Shell rules keyed by path (spec section 2). Paths are compared without a trailing slash. */

export const HEADER_SOLID_AFTER_PX = 50;

export const DARKER_BACKDROP_PATHS: readonly string[] = [
  "/osrs-services",
  "/infernal-cape",
  "/checkout",
  "/fire-cape",
  "/quiver",
];

const PAYMENT_STRIP_HIDDEN_PATHS: readonly string[] = ["/checkout"];

export function normalisePath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? "/";
  if (path === "" || path === "/") return "/";
  return path.replace(/\/+$/, "") || "/";
}

export function hasDarkerBackdrop(pathname: string): boolean {
  return DARKER_BACKDROP_PATHS.includes(normalisePath(pathname));
}

export function showsPaymentStrip(pathname: string): boolean {
  return !PAYMENT_STRIP_HIDDEN_PATHS.includes(normalisePath(pathname));
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
