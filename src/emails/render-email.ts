import type { ReactElement } from "react";
import { renderStaticMarkup } from "./static-markup";

// The doctype react-email's render writes: Outlook's Word engine lays tables out best under it.
const EMAIL_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** An email component as the HTML part the outbox stores: inline styles, one line, no scripts. */
export function renderEmailHtml(element: ReactElement): string {
  return `${EMAIL_DOCTYPE}${renderStaticMarkup(element)}`;
}
