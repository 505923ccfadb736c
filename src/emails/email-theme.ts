import type { CSSProperties } from "react";

/*
 * The shop's palette and type for email (docs: /work/shared/design/visual.md). Mail clients load no
 * web fonts reliably, so Cinzel and Inter give way to system stacks of the same feel: a serif for
 * headings, the platform's sans for the rest. Every style is inline (Gmail drops <style> in some
 * views); colours are the site's tokens, each text colour at least 4.5:1 on its background.
 */

export const EMAIL_COLOURS = {
  night: "#0f0d0b",
  stone: "#1a1714",
  border: "#2b2520",
  gold: "#e8b04b",
  ember: "#e2672b",
  parchment: "#efe6d8",
  muted: "#b9ab97",
} as const;

export const HEADING_FONT = "Georgia, 'Times New Roman', Times, serif";
export const BODY_FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Helvetica, Arial, sans-serif";

export const textStyle: CSSProperties = {
  color: EMAIL_COLOURS.parchment,
  fontFamily: BODY_FONT,
  fontSize: "15px",
  lineHeight: "24px",
  margin: "0 0 16px",
};

export const mutedStyle: CSSProperties = {
  ...textStyle,
  color: EMAIL_COLOURS.muted,
  fontSize: "13px",
  lineHeight: "20px",
};

export const linkStyle: CSSProperties = { color: EMAIL_COLOURS.gold, textDecoration: "underline" };

export const headingStyle: CSSProperties = {
  color: EMAIL_COLOURS.gold,
  fontFamily: HEADING_FONT,
  fontSize: "22px",
  fontWeight: 700,
  lineHeight: "30px",
  margin: "0 0 16px",
};

/** The call to action: an ember button made of a padded link (a <table> cell would not be tappable everywhere). */
export const buttonStyle: CSSProperties = {
  backgroundColor: EMAIL_COLOURS.ember,
  borderRadius: "8px",
  color: EMAIL_COLOURS.night,
  display: "inline-block",
  fontFamily: BODY_FONT,
  fontSize: "15px",
  fontWeight: 700,
  lineHeight: "20px",
  padding: "12px 20px",
  textDecoration: "none",
};
