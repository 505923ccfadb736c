"use client";

import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/features/runtime/use-hydrated";

/**
 * A Button whose work is done by the page's script: disabled until React has hydrated. Before
 * that a click would do nothing, and a submit button would let the browser send its form itself,
 * as a GET with every named field in the address (a password, a reply); disabled, it is also the
 * form's default button, so Enter in a field sends nothing either.
 */
export function ScriptButton({ disabled, ...rest }: ComponentProps<typeof Button>) {
  const hydrated = useHydrated();
  return <Button disabled={disabled || !hydrated} {...rest} />;
}
