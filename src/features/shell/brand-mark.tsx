import { useId } from "react";

/** RuneForge mark: a gold-rimmed shield holding an anvil under a glowing ember. Decorative only. */
export function BrandMark({ className }: { className?: string }) {
  // Several marks can be on one page (header, drawer, footer), so the gradient id must be unique.
  const glowId = `${useId()}-glow`;

  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 64"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <radialGradient id={glowId} cx="32" cy="23" r="16" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#e2672b" stopOpacity="0.55" />
          <stop offset="1" stopColor="#e2672b" stopOpacity="0" />
        </radialGradient>
      </defs>
      <path
        d="M32 3.5 55 11v19.5c0 14.2-9.4 24.4-23 30-13.6-5.6-23-15.8-23-30V11z"
        fill="#1a1714"
        stroke="#e8b04b"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M32 8.6 50.5 14.6v15.9c0 11.3-7.3 19.8-18.5 24.7-11.2-4.9-18.5-13.4-18.5-24.7V14.6z"
        fill="none"
        stroke="#2b2520"
        strokeWidth="1.5"
      />
      <circle cx="32" cy="23" r="16" fill={`url(#${glowId})`} />
      <path
        d="M32 9.5c4.6 5.2 8 8.6 8 13.4 0 4.6-3.6 8.1-8 8.1s-8-3.5-8-8.1c0-3.4 1.9-5.6 3.6-8.2.6 2.2 1.6 3.4 2.9 4.3.1-3.6.3-6.2 1.5-9.5z"
        fill="#e2672b"
      />
      <path
        d="M32 17.5c2.3 2.6 3.9 4.4 3.9 6.6 0 2.3-1.8 4-3.9 4s-3.9-1.7-3.9-4c0-2.2 1.9-4.1 3.9-6.6z"
        fill="#f3cd84"
      />
      <path
        d="M20.5 15.5l1 2 2 1-2 1-1 2-1-2-2-1 2-1zM44 11l.8 1.6 1.6.8-1.6.8-.8 1.6-.8-1.6-1.6-.8 1.6-.8z"
        fill="#e8b04b"
      />
      <path
        d="M15.5 34.5h33v3.8h-5.2c-2.6.4-4.3 2.4-4.3 5.2v.8h4v4.2H21v-4.2h4v-.8c0-2.8-1.7-4.8-4.3-5.2-2.7-.3-4.6-1.5-5.2-3.8z"
        fill="#e8b04b"
      />
    </svg>
  );
}
