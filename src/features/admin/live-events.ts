"use client";

import { useEffect, useRef } from "react";
import type { LiveOrderPaid, LiveOrderPlaced } from "@/domain/api/admin-messages";

/*
 * The live feed's events for the page under the admin layout: AdminLiveUpdates holds the one
 * EventSource and passes each checked event on here, so a list that wants them subscribes instead
 * of opening a second stream (each stream is a poll listener and a connection on the server).
 */

type Listener = (order: LiveOrderPaid) => void;

const orderListeners = new Set<Listener>();

/** Called by AdminLiveUpdates for each paid order the feed reports. */
export function publishOrderPaid(order: LiveOrderPaid): void {
  for (const listener of orderListeners) listener(order);
}

/** Calls `onOrderPaid` (the latest one passed) for each paid order the feed reports while mounted. */
export function useOrderPaid(onOrderPaid: Listener): void {
  const latest = useRef(onOrderPaid);
  useEffect(() => {
    latest.current = onOrderPaid;
  }, [onOrderPaid]);
  useEffect(() => {
    const listener: Listener = (order) => latest.current(order);
    orderListeners.add(listener);
    return () => {
      orderListeners.delete(listener);
    };
  }, []);
}

type PlacedListener = (order: LiveOrderPlaced) => void;

const placedListeners = new Set<PlacedListener>();

/** Called by AdminLiveUpdates for each manual order the feed reports placed. */
export function publishOrderPlaced(order: LiveOrderPlaced): void {
  for (const listener of placedListeners) listener(order);
}

/** Calls `onOrderPlaced` (the latest one passed) for each manual order placed while mounted. */
export function useOrderPlaced(onOrderPlaced: PlacedListener): void {
  const latest = useRef(onOrderPlaced);
  useEffect(() => {
    latest.current = onOrderPlaced;
  }, [onOrderPlaced]);
  useEffect(() => {
    const listener: PlacedListener = (order) => latest.current(order);
    placedListeners.add(listener);
    return () => {
      placedListeners.delete(listener);
    };
  }, []);
}
