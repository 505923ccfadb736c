"use client";

import { UserRound } from "lucide-react";
import { SignOutButton } from "./sign-out-button";
import { useDisclosure } from "./use-disclosure";

/**
 * The signed-in operator's menu at the header's end: who is signed in, their account (password and
 * recovery codes), their sessions (the home's section, with Sign out everywhere) and Sign out. The email sits in the menu, not the header's
 * row, so the row keeps its one line at 1280 px whatever the address's length.
 */
export function AccountMenu({ email }: { email: string }) {
  const { open, root, buttonProps, panelId } = useDisclosure();
  return (
    <div ref={root} className="relative">
      <button
        {...buttonProps}
        data-testid="admin-account-menu"
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-stone-line px-3 text-parchment hover:text-gold"
      >
        <UserRound aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only">Account</span>
      </button>
      <div
        id={panelId}
        className={`${open ? "grid" : "hidden"} absolute right-0 top-full z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] gap-2 rounded-lg border border-stone-line bg-stone p-3 shadow-xl shadow-black/30`}
      >
        <p className="text-sm text-parchment-muted">
          Signed in as{" "}
          <span className="text-parchment [overflow-wrap:anywhere]" data-testid="admin-operator-email">
            {email}
          </span>
        </p>
        <a
          href="/admin/account"
          data-testid="admin-account-link"
          className="flex min-h-11 items-center rounded-lg px-2 text-parchment hover:text-gold"
        >
          Password and recovery codes
        </a>
        <a href="/admin#sessions" className="flex min-h-11 items-center rounded-lg px-2 text-parchment hover:text-gold">
          Your sessions
        </a>
        <SignOutButton />
      </div>
    </div>
  );
}
