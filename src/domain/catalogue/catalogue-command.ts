import { boundText, rateBoundText } from "./price-guard";
import { type EditProblem, type EditResult, setFields, setOptionPrice, setPrice } from "./product-edits";
import type { Product } from "./product-schema";

/*
 * What an operator typed after `npm run catalogue --`, as a command. Only the shape is
 * checked here: a word out of place is a usage error (exit 2, with the help), while a value the
 * shop refuses (a price, a setting, a sku) is the repository's verdict (exit 1, with its path).
 */

export type FieldAssignment = { path: string; value: string };
/** `--option-price "Main=3000"`: an option, by its label or id, and its price in cents as typed. */
export type OptionPrice = { option: string; priceText: string };

export type CatalogueCommand =
  | { name: "help" }
  | { name: "list"; line?: string; json: boolean }
  | { name: "get"; sku: string; json: boolean }
  | {
      name: "set";
      sku: string;
      priceText?: string;
      optionPrices: OptionPrice[];
      fields: FieldAssignment[];
      /** A large change (a price cut by more than half) is applied only with --confirm. */
      confirm: boolean;
    }
  | { name: "hide" | "show"; sku: string }
  | { name: "export"; file: string }
  | { name: "import"; file: string; confirm: boolean }
  | { name: "settings-get"; key?: string; json: boolean }
  | { name: "settings-set"; key: string; value: string; confirm: boolean }
  | { name: "history"; key?: string; limit: number; json: boolean };

export type ParsedCommand = { ok: true; command: CatalogueCommand } | { ok: false; message: string };

export const HISTORY_DEFAULT_LIMIT = 20;
const HISTORY_MAX_LIMIT = 1000;

type Options = { positional: string[]; flags: Map<string, string[]> };

/** Options that take a value; any other `--name` is a switch. `--name=value` works for both kinds. */
const VALUE_OPTIONS = new Set(["line", "price", "option-price", "field", "limit"]);

function splitArguments(args: readonly string[]): Options | { error: string } {
  const positional: string[] = [];
  const flags = new Map<string, string[]>();
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    if (arg === "--") {
      positional.push(...args.slice(index + 1));
      break;
    }
    if (!arg.startsWith("--") || arg === "--") {
      positional.push(arg);
      continue;
    }
    const equals = arg.indexOf("=");
    const name = arg.slice(2, equals === -1 ? undefined : equals);
    let value: string | undefined = equals === -1 ? undefined : arg.slice(equals + 1);
    if (VALUE_OPTIONS.has(name) && value === undefined) {
      value = args[index + 1];
      if (value === undefined) return { error: `--${name} needs a value` };
      index++;
    }
    flags.set(name, [...(flags.get(name) ?? []), value ?? ""]);
  }
  return { positional, flags };
}

function usage(message: string): ParsedCommand {
  return { ok: false, message };
}

/** Refuses options the command does not take and a second copy of one it takes once. */
function checkFlags(flags: Map<string, string[]>, allowed: readonly string[], repeatable: readonly string[] = []) {
  for (const [name, values] of flags) {
    if (!allowed.includes(name)) return `--${name} is not an option here`;
    if (values.length > 1 && !repeatable.includes(name)) return `--${name} is given twice`;
    if (name === "json" && values[0] !== "") return "--json takes no value";
  }
  return undefined;
}

function parseField(text: string): FieldAssignment | undefined {
  const equals = text.indexOf("=");
  if (equals <= 0) return undefined;
  return { path: text.slice(0, equals), value: text.slice(equals + 1) };
}

function expectArguments(positional: readonly string[], min: number, max: number, form: string): string | undefined {
  if (positional.length < min || positional.length > max) return `usage: ${form}`;
  return undefined;
}

/** `args` as typed, after `--` (`["set", "fire-cape", "--price", "2500"]`). */
export function parseCatalogueCommand(args: readonly string[]): ParsedCommand {
  const split = splitArguments(args);
  if ("error" in split) return usage(split.error);
  const { flags } = split;
  const [name, ...rest] = split.positional;
  const json = flags.has("json");
  const fail = (...checks: (string | undefined)[]) => checks.find((check) => check !== undefined);
  switch (name) {
    case undefined:
    case "help": {
      const problem = fail(checkFlags(flags, ["help"]));
      return problem ? usage(problem) : { ok: true, command: { name: "help" } };
    }
    case "list": {
      const problem = fail(checkFlags(flags, ["line", "json"]), expectArguments(rest, 0, 0, "list [--line LINE]"));
      if (problem) return usage(problem);
      const line = flags.get("line")?.[0];
      return { ok: true, command: { name: "list", json, ...(line === undefined ? {} : { line }) } };
    }
    case "get": {
      const problem = fail(checkFlags(flags, ["json"]), expectArguments(rest, 1, 1, "get SKU"));
      return problem ? usage(problem) : { ok: true, command: { name: "get", sku: rest[0] as string, json } };
    }
    case "set":
      return parseSet(rest, flags);
    case "hide":
    case "show": {
      const problem = fail(checkFlags(flags, []), expectArguments(rest, 1, 1, `${name} SKU`));
      return problem ? usage(problem) : { ok: true, command: { name, sku: rest[0] as string } };
    }
    case "export": {
      const problem = fail(checkFlags(flags, []), expectArguments(rest, 1, 1, "export FILE"));
      return problem ? usage(problem) : { ok: true, command: { name, file: rest[0] as string } };
    }
    case "import": {
      const problem = fail(checkFlags(flags, ["confirm"]), expectArguments(rest, 1, 1, "import FILE [--confirm]"));
      if (problem) return usage(problem);
      return { ok: true, command: { name, file: rest[0] as string, confirm: flags.has("confirm") } };
    }
    case "settings":
      return parseSettings(rest, flags);
    case "history":
      return parseHistory(rest, flags);
    default:
      return usage(`"${name}" is not a command`);
  }
}

function parseSet(rest: readonly string[], flags: Map<string, string[]>): ParsedCommand {
  const form =
    'set SKU --price CENTS | set SKU --option-price "OPTION=CENTS" | set SKU --field PATH=VALUE [--field PATH=VALUE ...]';
  const problem =
    checkFlags(flags, ["price", "option-price", "field", "confirm"], ["field", "option-price"]) ??
    expectArguments(rest, 1, 1, form.replaceAll(" |", "\n   or"));
  if (problem) return usage(problem);
  const priceText = flags.get("price")?.[0];
  const fields: FieldAssignment[] = [];
  for (const text of flags.get("field") ?? []) {
    const field = parseField(text);
    if (!field) return usage(`--field takes PATH=VALUE, like pricing.baseCents=2500 (not "${text}")`);
    fields.push(field);
  }
  const optionPrices: OptionPrice[] = [];
  for (const text of flags.get("option-price") ?? []) {
    // The price is after the last "=": an option's label never ends in a number after one.
    const equals = text.lastIndexOf("=");
    if (equals <= 0) return usage(`--option-price takes "OPTION=CENTS", like "Main=3000" (not "${text}")`);
    optionPrices.push({ option: text.slice(0, equals), priceText: text.slice(equals + 1) });
  }
  if (priceText === undefined && fields.length === 0 && optionPrices.length === 0) {
    return usage(`set needs --price, --option-price or --field\nusage: ${form}`);
  }
  return {
    ok: true,
    command: {
      name: "set",
      sku: rest[0] as string,
      fields,
      optionPrices,
      confirm: flags.has("confirm"),
      ...(priceText === undefined ? {} : { priceText }),
    },
  };
}

function parseSettings(rest: readonly string[], flags: Map<string, string[]>): ParsedCommand {
  const [action, ...args] = rest;
  const json = flags.has("json");
  if (action === "get") {
    const problem = checkFlags(flags, ["json"]) ?? expectArguments(args, 0, 1, "settings get [KEY]");
    if (problem) return usage(problem);
    const key = args[0];
    return { ok: true, command: { name: "settings-get", json, ...(key === undefined ? {} : { key }) } };
  }
  if (action === "set") {
    const problem =
      checkFlags(flags, ["confirm"]) ??
      (flags.get("confirm")?.[0] ? "--confirm takes no value" : undefined) ??
      expectArguments(args, 2, 2, "settings set KEY VALUE [--confirm]");
    if (problem) return usage(problem);
    return {
      ok: true,
      command: {
        name: "settings-set",
        key: args[0] as string,
        value: args[1] as string,
        confirm: flags.has("confirm"),
      },
    };
  }
  return usage("usage: settings get [KEY] | settings set KEY VALUE [--confirm]");
}

function parseHistory(rest: readonly string[], flags: Map<string, string[]>): ParsedCommand {
  const problem = checkFlags(flags, ["json", "limit"]) ?? expectArguments(rest, 0, 1, "history [SKU|KEY] [--limit N]");
  if (problem) return usage(problem);
  const limitText = flags.get("limit")?.[0];
  const limit = limitText === undefined ? HISTORY_DEFAULT_LIMIT : Number(limitText);
  if (!/^\d+$/.test(limitText ?? "1") || limit < 1 || limit > HISTORY_MAX_LIMIT) {
    return usage(`--limit takes a whole number from 1 to ${HISTORY_MAX_LIMIT}`);
  }
  const key = rest[0];
  return {
    ok: true,
    command: { name: "history", limit, json: flags.has("json"), ...(key === undefined ? {} : { key }) },
  };
}

/** `--price CENTS` as a number for setPrice, which refuses anything but whole non-negative cents. */
export function priceCents(text: string): number {
  return /^\d{1,12}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/** `set`'s edits on a product: the price, then the option prices, then the fields; the problems of all of them. */
export function editProduct(
  product: Product,
  priceText: string | undefined,
  fields: readonly FieldAssignment[],
  optionPrices: readonly OptionPrice[] = [],
): EditResult {
  let current = product;
  const problems: EditProblem[] = [];
  const steps: ((from: Product) => EditResult)[] = [
    ...(priceText === undefined ? [] : [(from: Product) => setPrice(from, priceCents(priceText))]),
    ...optionPrices.map(
      (optionPrice) => (from: Product) => setOptionPrice(from, optionPrice.option, priceCents(optionPrice.priceText)),
    ),
    ...(fields.length === 0 ? [] : [(from: Product) => setFields(from, fields)]),
  ];
  for (const step of steps) {
    const result = step(current);
    if (result.ok) current = result.product;
    else problems.push(...result.problems);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, product: current };
}

/** What the command line adds to a large change's effect: how to apply it anyway. */
export const CONFIRM_AGAIN = "Run it again with --confirm to apply it.";

export const CATALOGUE_HELP = `Usage: npm run catalogue -- COMMAND [OPTIONS]

Products and settings, read from and written to the shop's database (DATABASE_URL, as the server
reads it). Safe while the shop runs: every instance shows a change within a few seconds.

Products
  list [--line LINE] [--json]       every product, hidden ones too, with its list price
  get SKU [--json]                  one product: where it is shown, who changed it, its data
  set SKU --price CENTS             the price a buyer is charged (a fixed price, or the first
                                    quantity break's unit price), in US cents: 2500 is $25.00.
                                    A product whose options set the price (the fire cape's
                                    account types) is refused with its option prices: use
  set SKU --option-price "OPTION=CENTS"
                                    an option's own price, the option by its label or id:
                                    set fire-cape --option-price "Main=3000" (repeat for several)
                                    Prices are bounded: a price or an add-on ${boundText("price")},
                                    a unit price ${boundText("unit")}, an XP rate
                                    ${rateBoundText()}; a cut to less than half of
                                    the old price needs --confirm
  set SKU --field PATH=VALUE        one field of its data (repeat --field for several at once):
                                    name="Fire Cape", pricing.baseCents=2500, faq.0.answer="..."
                                    VALUE is read as JSON when it is JSON, as text otherwise
  hide SKU                          takes it off the shop: its page answers 404, it leaves the
                                    listings and the sitemap, the checkout refuses it
  show SKU                          puts a hidden product back

Files
  export FILE                       writes every product (hidden ones too) as JSON
  import FILE [--confirm]           adds the file's new products and changes the ones that differ;
                                    all or nothing: one problem anywhere changes nothing. It never
                                    deletes: a product missing from the file stays (hide it instead).
                                    The price bounds hold; a price cut by more than half needs --confirm

Settings
  settings get [KEY] [--json]       the settings, or one, each with its bound
  settings set KEY VALUE [--confirm]
                                    e.g. settings set discount_percent 12, settings set rate_eur 0.93
                                    a value outside its bound is refused, naming the bound; a large
                                    change (a discount over 50 %, a minimum order over $50, a gold
                                    rate moved by more than 25 %) is refused with its effect until
                                    you run it again with --confirm

History
  history [SKU|KEY] [--limit N] [--json]
                                    the newest changes first (20 unless --limit), with who made them

Exit codes: 0 done; 1 refused (every problem is printed as "path: message" and nothing changed);
2 usage error; 3 could not run (configuration or database).
Changes are recorded as made by cli:<your user name>.`;
