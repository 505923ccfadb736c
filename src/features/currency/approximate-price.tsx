"use client";

import { useCurrencyChoice } from "./currency-store";
import { Price } from "./price";

/** A total in the visitor's currency, marked "≈" (read "about") when it is a conversion of the USD charged. */
export function ApproximatePrice({ cents }: { cents: number }) {
  const currency = useCurrencyChoice();
  return (
    <>
      {currency !== "USD" && (
        <>
          <span aria-hidden="true">≈ </span>
          <span className="sr-only">about </span>
        </>
      )}
      <Price cents={cents} />
    </>
  );
}
