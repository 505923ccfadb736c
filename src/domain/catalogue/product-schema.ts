import { z } from "zod";

/*
 * The catalogue's shape. Every product line is a data file under content/catalogue, parsed with
 * these schemas when the catalogue loads (catalogue-seed.ts) and in its tests, so a bad price or a
 * dangling option id fails the build instead of reaching a visitor. All money is integer cents; XP rates are USD strings
 * (finer than a cent) and are converted exactly by the pricing engine.
 */

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: "must be kebab-case" });
const cents = z.number().int().min(0).max(10_000_000);
const usdRate = z.string().regex(/^\d{1,3}(\.\d{1,9})?$/, { message: "must be a decimal USD rate like 0.00002" });

/** One choice of an option group. A choice can replace the base price, add an amount, or add a percentage. */
export const optionChoiceSchema = z
  .object({
    id,
    label: z.string().min(1),
    description: z.string().optional(),
    /** Replaces the product's base price (account types of a fixed-price service). */
    baseCents: cents.optional(),
    /** Replaces the unit price tiers (a variant of a per-unit service, e.g. Awakened). */
    unitTiers: z.lazy(() => unitTiersSchema).optional(),
    /** Added once to the line. */
    addCents: cents.optional(),
    /** Added as a percentage of the base (Express +25, Stream +15). */
    addPercent: z.number().int().min(0).max(500).optional(),
  })
  .strict();

export const optionGroupSchema = z
  .object({
    id,
    label: z.string().min(1),
    /** single: exactly one choice (radio), the first is the default; multi: any number (checkboxes), none by default. */
    kind: z.enum(["single", "multi"]),
    /**
     * A choice a player buys side by side with the others (Normal and Awakened kills): it is part
     * of the cart line's sku, so each choice is its own line. Add-ons (express, account type) are not.
     */
    variant: z.boolean().optional(),
    choices: z.array(optionChoiceSchema).min(1),
  })
  .strict()
  .refine((group) => !group.variant || group.kind === "single", {
    message: "only a single-choice group can be a variant",
  });

/** Unit price by volume: the tier whose `from` is the highest not above the count prices every unit. */
export const unitTiersSchema = z
  .array(z.object({ from: z.number().int().min(1), unitCents: cents }).strict())
  .min(1)
  .refine((tiers) => tiers[0]?.from === 1, { message: "the first tier must start at 1" })
  .refine((tiers) => tiers.every((tier, index) => index === 0 || tier.from > (tiers[index - 1]?.from ?? 0)), {
    message: "tiers must be in increasing order of `from`",
  });

export const trainingMethodSchema = z
  .object({
    id,
    label: z.string().min(1),
    /** Levels the method covers, [fromLevel, toLevel]; toLevel 99 also covers XP past level 99. */
    fromLevel: z.number().int().min(1).max(98),
    toLevel: z.number().int().min(2).max(99),
    usdPerXp: usdRate,
    note: z.string().optional(),
  })
  .strict()
  .refine((method) => method.toLevel > method.fromLevel, { message: "toLevel must be above fromLevel" });

export const pricingSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("fixed"), baseCents: cents }).strict(),
  z
    .object({
      kind: z.literal("per-unit"),
      unitLabel: z.string().min(1),
      unitLabelPlural: z.string().min(1),
      minCount: z.number().int().min(1),
      maxCount: z.number().int().min(1).max(100_000),
      step: z.number().int().min(1).default(1),
      defaultCount: z.number().int().min(1),
      unitTiers: unitTiersSchema,
    })
    .strict(),
  z
    .object({
      kind: z.literal("xp-range"),
      skill: z.string().min(1),
      methods: z.array(trainingMethodSchema).min(1),
      defaultStartLevel: z.number().int().min(1).max(98),
      defaultTargetLevel: z.number().int().min(2).max(99),
    })
    .strict(),
  z
    .object({
      kind: z.literal("tiered"),
      tierLabel: z.string().min(1),
      tiers: z
        .array(
          z.object({ id, label: z.string().min(1), priceCents: cents, description: z.string().optional() }).strict(),
        )
        .min(1),
    })
    .strict(),
]);

export const faqSchema = z.object({ question: z.string().min(1), answer: z.string().min(1) }).strict();

export const productSchema = z
  .object({
    /** Stable forever: carts and orders refer to it. */
    sku: id,
    /** The last path segment of the product's page. */
    slug: id,
    /** The page's full path when it is not `${line.basePath}/${slug}` (the capes live at /fire-cape and so on). */
    path: z
      .string()
      .regex(/^\/[a-z0-9-/]+$/)
      .optional(),
    name: z.string().min(1),
    /** Its own picture, /art/products/<sku>.svg, generated from content/art/product-art.json (npm run art). */
    imageSrc: z.string().regex(/^\/art\/(products\/)?[a-z0-9-]+\.svg$/),
    shortDescription: z.string().min(10).max(200),
    longDescription: z.string().min(40),
    requirements: z.array(z.string().min(1)),
    /** What the customer must provide or do. */
    customerProvides: z.array(z.string().min(1)).min(1),
    /** e.g. "1–3 days". */
    estimatedTime: z.string().min(1),
    faq: z.array(faqSchema),
    /** Free-text labels used by the listing's search and filters (e.g. "God Wars", "Grandmaster"). */
    tags: z.array(z.string().min(1)).default([]),
    pricing: pricingSchema,
    optionGroups: z.array(optionGroupSchema).default([]),
  })
  .strict();

export type OptionChoice = z.infer<typeof optionChoiceSchema>;
export type OptionGroup = z.infer<typeof optionGroupSchema>;
export type UnitTier = z.infer<typeof unitTiersSchema>[number];
export type TrainingMethod = z.infer<typeof trainingMethodSchema>;
export type Pricing = z.infer<typeof pricingSchema>;
export type Product = z.infer<typeof productSchema>;
/** What a line's file writes: defaults (tags, optionGroups, step) may be left out. */
export type ProductInput = z.input<typeof productSchema>;

export const productLineSchema = z
  .object({
    id,
    name: z.string().min(1),
    /** Product pages live at `${basePath}/${slug}` unless a product sets its own `path`. */
    basePath: z.string().regex(/^(\/[a-z0-9-/]*)?$/),
    /** Where the line is listed: its own page ("/osrs-pvm") or a section of another ("/osrs-services#bundles"). */
    listingPath: z.string().regex(/^\/[a-z0-9-/#]*$/),
    /** Our own artwork for the line's card. */
    imageSrc: z.string().regex(/^\/art\/[a-z0-9-]+\.svg$/),
    intro: z.string().min(20),
    products: z.array(productSchema).min(1),
  })
  .strict();

export type ProductLine = z.infer<typeof productLineSchema>;

/** The part of a product that prices it: what a configurator needs in the browser. */
export type PricedProduct = Pick<Product, "sku" | "name" | "imageSrc" | "pricing" | "optionGroups">;
