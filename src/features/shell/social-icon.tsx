import type { ReactNode } from "react";

import type { SocialNetwork } from "@/domain/shell/site-config";

/** Our own simplified monochrome shapes, not the networks' official artwork. */
const GLYPHS: Record<SocialNetwork, ReactNode> = {
  discord: (
    <path
      fillRule="evenodd"
      d="M6.6 6c1.8-.9 3.3-1.2 3.9-.8l.5 1.1c.7-.1 1.3-.1 2 0l.5-1.1c.6-.4 2.1-.1 3.9.8 2 3 3 6.5 2.8 10.5-1.5 1.3-3 2-4.5 2.5l-1-1.7c-1.8.5-3.8.5-5.6 0l-1 1.7c-1.5-.5-3-1.2-4.5-2.5C3.6 12.5 4.6 9 6.6 6zm1.2 6.8a1.5 1.7 0 1 0 3 0 1.5 1.7 0 1 0-3 0zm5.4 0a1.5 1.7 0 1 0 3 0 1.5 1.7 0 1 0-3 0z"
      fill="currentColor"
    />
  ),
  x: (
    <g fill="currentColor">
      <path d="M3.8 4h5l11.4 16h-5z" />
      <path d="M17.7 4h2.4l-6.3 7.2-1.2-1.7zM9.6 14.3l1.2 1.7L6.3 20H3.9z" />
    </g>
  ),
  youtube: (
    <path
      fillRule="evenodd"
      d="M6 5.5h12a4 4 0 0 1 4 4v5a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4v-5a4 4 0 0 1 4-4zM10 9v6l5.2-3z"
      fill="currentColor"
    />
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.1" cy="6.9" r="1.1" fill="currentColor" stroke="none" />
    </g>
  ),
};

/** Decorative icon: the surrounding link carries the accessible name. */
export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {GLYPHS[network]}
    </svg>
  );
}
