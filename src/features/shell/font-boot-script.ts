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
 * A family this browser does not have every face of cannot be drawn by the first paint on a slow
 * link, and an `optional` face the page asks for leaves its text invisible for up to 100 ms (its
 * block period) before the fallback is drawn: the article's heading, its largest paint, came about
 * 100 ms later for it. So on a slow link such a family is drawn in its fallback faces from the start
 * (<html data-fonts-fallback>, globals.css), as `optional` would draw it once that wait was over,
 * and its faces are fetched after the page has loaded (not with save-data), so the next page load
 * finds them cached.
 */

/** The shop's faces this browser has loaded (so has in its cache): "family weight style" each. */
export const FONTS_LOADED_KEY = "shop:fonts";

/** The families next/font/local declares for the shop's fonts (src/app/fonts.ts, from the exports' names). */
export const SHOP_FONT_FAMILIES = ["cinzel", "inter"] as const;

/** The <html> attribute naming the families drawn in their fallback faces on this page (globals.css). */
export const FONTS_FALLBACK_ATTRIBUTE = "data-fonts-fallback";

export const FONT_BOOT_SCRIPT = `(function(){try{
var s=localStorage,k=${JSON.stringify(FONTS_LOADED_KEY)},n=${JSON.stringify(SHOP_FONT_FAMILIES)},d=document.fonts,l=[],h=[],b=[],q=[];
function f(x){return x.family.replace(/["']/g,"")}
function y(x){return f(x)+" "+x.weight+" "+x.style}
d.forEach(function(x){if(n.indexOf(f(x))>=0)l.push(x)});
if(!l.length)return;
try{h=JSON.parse(s.getItem(k)||"[]")}catch(e){}
if(!Array.isArray(h))h=[];
d.addEventListener("loadingdone",function(){var m=h.slice();for(var i=0;i<l.length;i++)if(l[i].status==="loaded"&&m.indexOf(y(l[i]))<0)m.push(y(l[i]));if(m.length>h.length){h=m;try{s.setItem(k,JSON.stringify(m))}catch(e){}}});
var c=navigator.connection,w=c&&(c.saveData||(c.effectiveType&&c.effectiveType!=="4g")),j;
for(j=0;j<l.length;j++)if(w&&h.indexOf(y(l[j]))<0&&b.indexOf(f(l[j]))<0)b.push(f(l[j]));
for(j=0;j<l.length;j++)if(b.indexOf(f(l[j]))<0)l[j].load().catch(function(){});else q.push(l[j]);
if(!b.length)return;
document.documentElement.setAttribute(${JSON.stringify(FONTS_FALLBACK_ATTRIBUTE)},b.join(" "));
if(c.saveData)return;
function g(){for(var i=0;i<q.length;i++)q[i].load().catch(function(){})}
if(document.readyState==="complete")g();else addEventListener("load",function(){setTimeout(g,0)})
}catch(e){}})()`;
