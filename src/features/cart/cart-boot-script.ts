/*
 * The checkout's server HTML cannot know the cart (it lives in local storage), so until hydration it
 * shows a placeholder a screen tall, which the form, taller still, replaces without moving anything.
 * An empty cart is shorter: the footer then jumped up from below the fold (a layout shift of 0.09
 * to 0.45 on a throttled phone). This script, inline in the head like the currency's,
 * marks <html data-cart="empty"> before the first paint when storage holds no cart line, so the
 * placeholder can draw the empty cart's own box instead. It only reads: a stored cart the store
 * would refuse counts as not empty here and keeps the tall placeholder (the old behaviour).
 */

/** Where the cart is kept (cart-store.ts reads and writes it; kept here so the head script needs no client module). */
export const CART_BOOT_STORAGE_KEY = "shop:cart";

export const CART_BOOT_SCRIPT = `(function(){try{
var c=JSON.parse(localStorage.getItem(${JSON.stringify(CART_BOOT_STORAGE_KEY)})||"null");
if(c&&Array.isArray(c.cartItems)&&c.cartItems.length>0)return
}catch(e){}
document.documentElement.setAttribute("data-cart","empty")})()`;
