import { CheckCircle2, CircleAlert, RefreshCw } from "lucide-react";
import type { CartToastIcons } from "./cart-toast";

/** The cart toast's icons, for a server component to draw and hand to the client hosts. */
export const CART_TOAST_ICONS: CartToastIcons = {
  added: <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-success" />,
  updated: <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-gold" />,
  removed: <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-danger" />,
};
