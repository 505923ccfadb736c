"use client";

import { useState } from "react";
import type { Progress, ProgressUnit } from "@/domain/orders/order-progress";
import { wholeNumber } from "./whole-number";

/** The progress figure being typed, starting from the current one (its unit and goal), or the order's suggested unit. */
export function useProgressFigure(current: Progress | null, suggestedUnit: ProgressUnit) {
  const [unit, setUnit] = useState<ProgressUnit>(current?.unit ?? suggestedUnit);
  const [done, setDone] = useState(current ? String(current.done) : "");
  const [target, setTarget] = useState(current && current.unit !== "percent" ? String(current.target) : "");
  const percent = unit === "percent";
  /** The figure to send, or undefined while Done is empty (a step without a figure); percent needs no goal. */
  const figure = () =>
    done.trim() === ""
      ? undefined
      : { done: wholeNumber(done), unit, ...(percent ? {} : { target: wholeNumber(target) }) };
  return { unit, setUnit, done, setDone, target, setTarget, percent, figure };
}

export type ProgressFigureState = ReturnType<typeof useProgressFigure>;
