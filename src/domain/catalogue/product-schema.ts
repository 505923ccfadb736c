import * as z from "zod/mini";

/*
 * The catalogue's shape. Every product line is a data file under content/catalogue, parsed with
 * these schemas when the catalogue loads (catalogue-seed.ts) and in its tests, so a bad price or a
 * dangling option id fails the build instead of reaching a visitor. All money is integer cents; XP rates are USD strings
 * (finer than a cent) and are converted exactly by the pricing engine. zod/mini: a stored cart's
 * review loads the pricing part in the browser (src/domain/api/api-contract.ts).
 */

const id = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: "must be kebab-case" }));
const cents = z.number().check(z.int(), z.minimum(0), z.maximum(10_000_000));
const usdRate = z
  .string()
  .check(z.regex(/^\d{1,3}(\.\d{1,9})?$/, { message: "must be a decimal USD rate like 0.00002" }));
const text = z.string().check(z.minLength(1));
const whole = (min: number, max?: number) =>
  z.number().check(z.int(), z.minimum(min), ...(max === undefined ? [] : [z.maximum(max)]));

/** One choice of an option group. A choice can replace the base price, add an amount, or add a percentage. */
export const optionChoiceSchema = z.strictObject({
  id,
  label: text,
  description: z.optional(z.string()),
  /** Replaces the product's base price (account types of a fixed-price service). */
  baseCents: z.optional(cents),
  /** Replaces the unit price tiers (a variant of a per-unit service, e.g. Awakened). */
  unitTiers: z.optional(z.lazy(() => unitTiersSchema)),
  /** Added once to the line. */
  addCents: z.optional(cents),
  /** Added as a percentage of the base (Express +25, Stream +15). */
  addPercent: z.optional(whole(0, 500)),
});

export const optionGroupSchema = z
  .strictObject({
    id,
    label: text,
    /** single: exactly one choice (radio), the first is the default; multi: any number (checkboxes), none by default. */
    kind: z.enum(["single", "multi"]),
    /**
     * A choice a player buys side by side with the others (Normal and Awakened kills): it is part
     * of the cart line's sku, so each choice is its own line. Add-ons (express, account type) are not.
     */
    variant: z.optional(z.boolean()),
    choices: z.array(optionChoiceSchema).check(z.minLength(1)),
  })
  .check(
    z.refine((group) => !group.variant || group.kind === "single", {
      message: "only a single-choice group can be a variant",
    }),
  );

/** Unit price by volume: the tier whose `from` is the highest not above the count prices every unit. */
export const unitTiersSchema = z.array(z.strictObject({ from: whole(1), unitCents: cents })).check(
  z.minLength(1),
  z.refine((tiers) => tiers[0]?.from === 1, { message: "the first tier must start at 1" }),
  z.refine((tiers) => tiers.every((tier, index) => index === 0 || tier.from > (tiers[index - 1]?.from ?? 0)), {
    message: "tiers must be in increasing order of `from`",
  }),
);

export const trainingMethodSchema = z
  .strictObject({
    id,
    label: text,
    /** Levels the method covers, [fromLevel, toLevel]; toLevel 99 also covers XP past level 99. */
    fromLevel: whole(1, 98),
    toLevel: whole(2, 99),
    usdPerXp: usdRate,
    note: z.optional(z.string()),
  })
  .check(z.refine((method) => method.toLevel > method.fromLevel, { message: "toLevel must be above fromLevel" }));

export const pricingSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("fixed"), baseCents: cents }),
  z.strictObject({
    kind: z.literal("per-unit"),
    unitLabel: text,
    unitLabelPlural: text,
    minCount: whole(1),
    maxCount: whole(1, 100_000),
    step: z._default(whole(1), 1),
    defaultCount: whole(1),
    unitTiers: unitTiersSchema,
  }),
  z.strictObject({
    kind: z.literal("xp-range"),
    skill: text,
    methods: z.array(trainingMethodSchema).check(z.minLength(1)),
    defaultStartLevel: whole(1, 98),
    defaultTargetLevel: whole(2, 99),
  }),
  z.strictObject({
    kind: z.literal("tiered"),
    tierLabel: text,
    tiers: z
      .array(z.strictObject({ id, label: text, priceCents: cents, description: z.optional(z.string()) }))
      .check(z.minLength(1)),
  }),
]);

export const faqSchema = z.strictObject({ question: text, answer: text });

export const productSchema = z.strictObject({
  /** Stable forever: carts and orders refer to it. */
  sku: id,
  /** The last path segment of the product's page. */
  slug: id,
  /** The page's full path when it is not `${line.basePath}/${slug}` (the capes live at /fire-cape and so on). */
  path: z.optional(z.string().check(z.regex(/^\/[a-z0-9-/]+$/))),
  name: text,
  /** Its own picture, /art/products/<sku>.svg, generated from content/art/product-art.json (npm run art). */
  imageSrc: z.string().check(z.regex(/^\/art\/(products\/)?[a-z0-9-]+\.svg$/)),
  shortDescription: z.string().check(z.minLength(10), z.maxLength(200)),
  longDescription: z.string().check(z.minLength(40)),
  requirements: z.array(text),
  /** What the customer must provide or do. */
  customerProvides: z.array(text).check(z.minLength(1)),
  /** e.g. "1–3 days". */
  estimatedTime: text,
  faq: z.array(faqSchema),
  /** Free-text labels used by the listing's search and filters (e.g. "God Wars", "Grandmaster"). */
  tags: z._default(z.array(text), []),
  pricing: pricingSchema,
  optionGroups: z._default(z.array(optionGroupSchema), []),
});

export type OptionChoice = z.infer<typeof optionChoiceSchema>;
export type OptionGroup = z.infer<typeof optionGroupSchema>;
export type UnitTier = z.infer<typeof unitTiersSchema>[number];
export type TrainingMethod = z.infer<typeof trainingMethodSchema>;
export type Pricing = z.infer<typeof pricingSchema>;
export type Product = z.infer<typeof productSchema>;
/** What a line's file writes: defaults (tags, optionGroups, step) may be left out. */
export type ProductInput = z.input<typeof productSchema>;

export const productLineSchema = z.strictObject({
  id,
  name: text,
  /** Product pages live at `${basePath}/${slug}` unless a product sets its own `path`. */
  basePath: z.string().check(z.regex(/^(\/[a-z0-9-/]*)?$/)),
  /** Where the line is listed: its own page ("/osrs-pvm") or a section of another ("/osrs-services#bundles"). */
  listingPath: z.string().check(z.regex(/^\/[a-z0-9-/#]*$/)),
  /** Our own artwork for the line's card. */
  imageSrc: z.string().check(z.regex(/^\/art\/[a-z0-9-]+\.svg$/)),
  intro: z.string().check(z.minLength(20)),
  products: z.array(productSchema).check(z.minLength(1)),
});

export type ProductLine = z.infer<typeof productLineSchema>;

/** The part of a product that prices it: what a configurator needs in the browser. */
export type PricedProduct = Pick<Product, "sku" | "name" | "imageSrc" | "pricing" | "optionGroups">;
