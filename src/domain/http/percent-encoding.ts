/*
 * Percent-encoding in request paths. A visitor can type any bytes after a `%`; a path that does
 * not decode is not a page of this shop, so it is a 404, never an exception.
 */

/** True when some `%` in the path is not followed by two hex digits, or the bytes are not UTF-8. */
export function hasMalformedPercentEncoding(path: string): boolean {
  return decodePathSegment(path) === null;
}

/** The segment decoded once, or null when it cannot be: "%E0%A4%A", "%zz", "%C0%AF". */
export function decodePathSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
