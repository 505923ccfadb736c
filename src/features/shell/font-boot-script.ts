/*
 * Chrome holds a page's first paint for up to 50 ms while the `font-display: optional` fonts it was
 * asked to preload arrive (Blink's render-blocking font preloads), so that a font that comes in time
 * is drawn from the first paint. Where a font cannot come in 50 ms (a first visit on a slow mobile
 * link: one request there takes 500 ms) the wait buys nothing: `optional` draws that page in the
 * fallback faces anyway, and the first paint, the largest one with it, is 50 ms later on every
 * page. So the fonts are not preloaded by a <link> in the document (src/app/fonts.ts) but by this
 * script in the head, through the Font Loading API (which the browser holds the first paint for in
 * the same way), and only where they can come in time:
 * - unless the browser says the link is slow (Network Information: save-data, or an effective type
 *   below 4g), every face, as the <link>s did; browsers without that API preload as before;
 * - on a slow link, the faces this browser has loaded before (they are in its cache, and come in
 *   time): the script keeps their names in storage as each one loads.
 * On a slow first visit the fonts are still fetched, when the first layout asks for them, so the
 * next page load finds them cached.
 */

/** The shop's faces this browser has loaded (so has in its cache): "family weight style" each. */
export const FONTS_LOADED_KEY = "shop:fonts";

/** The families next/font/local declares for the shop's fonts (src/app/fonts.ts, from the exports' names). */
export const SHOP_FONT_FAMILIES = ["cinzel", "inter"] as const;

export const FONT_BOOT_SCRIPT = `(function(){try{
var s=localStorage,k=${JSON.stringify(FONTS_LOADED_KEY)},n=${JSON.stringify(SHOP_FONT_FAMILIES)},d=document.fonts,l=[],h=[];
function f(x){return x.family.replace(/["']/g,"")}
function y(x){return f(x)+" "+x.weight+" "+x.style}
d.forEach(function(x){if(n.indexOf(f(x))>=0)l.push(x)});
if(!l.length)return;
try{h=JSON.parse(s.getItem(k)||"[]")}catch(e){}
if(!Array.isArray(h))h=[];
d.addEventListener("loadingdone",function(){var m=h.slice();for(var i=0;i<l.length;i++)if(l[i].status==="loaded"&&m.indexOf(y(l[i]))<0)m.push(y(l[i]));if(m.length>h.length){h=m;try{s.setItem(k,JSON.stringify(m))}catch(e){}}});
var c=navigator.connection,w=c&&(c.saveData||(c.effectiveType&&c.effectiveType!=="4g"));
for(var j=0;j<l.length;j++)if(!w||h.indexOf(y(l[j]))>=0)l[j].load().catch(function(){})
}catch(e){}})()`;
