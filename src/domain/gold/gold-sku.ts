/*
 * The gold product's SKU on its own: the cart, which every page loads, only needs to tell gold
 * apart, and importing it from gold-pricing brought the gold pricing rules into every page.
 */
export const GOLD_SKU = "osrs-gold";
