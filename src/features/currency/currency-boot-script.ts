import { FOREIGN_CURRENCIES } from "@/domain/settings/currencies";

/*
 * Prerendered pages are HTML in USD. For a visitor who chose another currency, this script (inline
 * in the document's head, so it runs before the body is parsed and painted) marks <html
 * data-currency> and, as the parser adds each price (Price renders its text in every currency as
 * data-price-* attributes), puts the visitor's text in its place before the first paint: no price
 * changes width after it is shown (no layout shift), and React hydrates the text the render after
 * hydration will say anyway. It stops at DOMContentLoaded: from then on React renders every price.
 * Allowed by the existing policy's 'unsafe-inline' (ADR 0004); its text never varies, so a hash
 * would do too, if the policy ever moves to hashes.
 */
/** Where the visitor's choice is kept (currency-store.ts writes it). */
export const CURRENCY_STORAGE_KEY = "shop:currency";

/** The attribute a price carries its text in a currency in: data-price-eur="€41.40". */
export function priceAttribute(currency: string): string {
  return `data-price-${currency.toLowerCase()}`;
}

export const CURRENCY_BOOT_SCRIPT = `(function(){try{
var c=localStorage.getItem(${JSON.stringify(CURRENCY_STORAGE_KEY)});
if(${JSON.stringify(FOREIGN_CURRENCIES)}.indexOf(c)<0)return;
var d=document.documentElement;d.setAttribute("data-currency",c);
var a=${JSON.stringify(priceAttribute(""))}+c.toLowerCase();
function put(e){var t=e.getAttribute(a);if(t!==null&&e.textContent!==t)e.textContent=t}
function scan(n){if(n.nodeType!==1)return;if(n.hasAttribute(a))put(n);var l=n.querySelectorAll("["+a+"]");for(var i=0;i<l.length;i++)put(l[i])}
var o=new MutationObserver(function(r){for(var i=0;i<r.length;i++){var m=r[i];if(m.target.nodeType===1&&m.target.hasAttribute(a))put(m.target);for(var j=0;j<m.addedNodes.length;j++)scan(m.addedNodes[j])}});
o.observe(d,{childList:true,subtree:true});
document.addEventListener("DOMContentLoaded",function(){o.disconnect();scan(d)},{once:true})
}catch(e){}})()`;
