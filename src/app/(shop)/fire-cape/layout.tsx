// The darker backdrop of spec section 2, asked for by this segment.
export { DeepBackdropLayout as default } from "@/features/shell/shell-frame";
