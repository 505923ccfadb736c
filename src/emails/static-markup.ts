import { Fragment, type ReactNode } from "react";

/*
 * Email components to static HTML without react-dom/server. The shop queues an email inside the
 * request that causes it, and Next runs route handlers (and `npm run` scripts run) under the
 * react-server condition, where react-dom/server refuses to load. Email markup needs none of what
 * that renderer is for (no state, effects, context or suspense), so this walks the element tree
 * and writes the markup React would: the test beside the templates holds it equal to
 * @react-email/render's output for every template (comments and preload hints aside).
 */

const ELEMENT_TYPES = new Set([Symbol.for("react.transitional.element"), Symbol.for("react.element")]);
const FORWARD_REF = Symbol.for("react.forward_ref");
const MEMO = Symbol.for("react.memo");

const VOID_TAGS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);
const BOOLEAN_ATTRIBUTES = new Set(["hidden", "disabled", "checked", "selected", "readOnly", "required", "open"]);
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: "class",
  htmlFor: "for",
  httpEquiv: "http-equiv",
  acceptCharset: "accept-charset",
};
const SKIPPED_PROPS = new Set(["children", "key", "ref", "dangerouslySetInnerHTML", "suppressHydrationWarning"]);
// CSS properties React writes without a unit when given a number (the ones email styles use).
const UNITLESS = new Set(["opacity", "lineHeight", "fontWeight", "zIndex", "flex", "flexGrow", "flexShrink", "order"]);

type AnyElement = { $$typeof: symbol; type: unknown; props: Record<string, unknown> };

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

function styleText(style: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [name, raw] of Object.entries(style)) {
    if (raw === null || raw === undefined || typeof raw === "boolean" || raw === "") continue;
    const property = name.startsWith("--") ? name : name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    const value = typeof raw === "number" && raw !== 0 && !UNITLESS.has(name) ? `${raw}px` : String(raw).trim();
    parts.push(`${property}:${value}`);
  }
  return parts.join(";");
}

function attributes(props: Record<string, unknown>): string {
  let out = "";
  for (const [name, value] of Object.entries(props)) {
    if (SKIPPED_PROPS.has(name) || value === null || value === undefined || typeof value === "function") continue;
    if (name === "style") {
      const css = styleText(value as Record<string, unknown>);
      if (css) out += ` style="${escapeHtml(css)}"`;
      continue;
    }
    const attribute = ATTRIBUTE_NAMES[name] ?? name;
    if (typeof value === "boolean") {
      if (name.startsWith("data-") || name.startsWith("aria-")) out += ` ${attribute}="${value}"`;
      else if (value && BOOLEAN_ATTRIBUTES.has(name)) out += ` ${attribute.toLowerCase()}=""`;
      continue;
    }
    out += ` ${attribute}="${escapeHtml(String(value))}"`;
  }
  return out;
}

function isElement(node: unknown): node is AnyElement {
  return typeof node === "object" && node !== null && ELEMENT_TYPES.has((node as AnyElement).$$typeof);
}

/** The markup of a tree of host elements and function, forwardRef and memo components. */
export function renderStaticMarkup(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string") return escapeHtml(node);
  if (typeof node === "number" || typeof node === "bigint") return String(node);
  if (Array.isArray(node)) return node.map((child) => renderStaticMarkup(child as ReactNode)).join("");
  if (!isElement(node)) throw new Error("email markup: only elements, text and arrays can be rendered");
  const { type, props } = node;
  if (type === Fragment) return renderStaticMarkup(props.children as ReactNode);
  if (typeof type === "function") return renderStaticMarkup((type as (p: unknown) => ReactNode)(props));
  if (typeof type === "object" && type !== null) {
    const exotic = type as { $$typeof?: symbol; render?: (p: unknown, ref: null) => ReactNode; type?: unknown };
    if (exotic.$$typeof === FORWARD_REF && exotic.render) return renderStaticMarkup(exotic.render(props, null));
    if (exotic.$$typeof === MEMO) return renderStaticMarkup({ ...node, type: exotic.type } as unknown as ReactNode);
  }
  if (typeof type !== "string") throw new Error("email markup: unsupported element type");
  const open = `<${type}${attributes(props)}`;
  if (VOID_TAGS.has(type)) return `${open}/>`;
  const inner = props.dangerouslySetInnerHTML as { __html?: string } | undefined;
  return `${open}>${inner?.__html ?? renderStaticMarkup(props.children as ReactNode)}</${type}>`;
}
