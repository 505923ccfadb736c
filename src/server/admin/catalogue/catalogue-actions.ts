import "server-only";
import { applyEditorValues } from "@/domain/admin/catalogue-editor";
import { revertDecision } from "@/domain/admin/catalogue-history";
import type { ProductRecord } from "@/domain/catalogue/catalogue-snapshot";
import { priceBoundProblems, priceChangeCheck } from "@/domain/catalogue/price-guard";
import type { EditProblem } from "@/domain/catalogue/product-edits";
import { settingDefinition } from "@/domain/settings/shop-settings";
import {
  catalogueChange,
  catalogueHistory,
  catalogueVersion,
  listProducts,
  readCatalogue,
  recordState,
  setSetting,
  updateProduct,
} from "@/server/catalogue/catalogue-repository";
import { refreshCatalogue, seedSettings } from "@/server/catalogue/catalogue-store";
import { database, type Executor } from "../../db/database";
import { recordAudit } from "../../db/queries/audit-log";
import { AppError } from "../../http/errors";
import { log } from "../../log";
import { errorMessage } from "../../logger";
import { enforceChangeCheck } from "../change-guard";

/*
 * What an operator does to the catalogue, through the repository the command
 * line uses (its checks, lock, version and history row), with the audit row written in the same
 * transaction. The history names the operator as `operator:<email>`, as the CLI names `cli:<user>`.
 * After a write this instance reads the catalogue again at once, so its cached pages are dropped
 * now (other instances follow within their watch's interval).
 */

const SURFACE = "admin-catalogue";

export type OperatorActor = { operatorId: string; email: string };

export function historyActor(operator: OperatorActor): string {
  return `operator:${operator.email}`;
}

/** A 400 that also names each refused field, so the form shows every message beside its field. */
export class FieldProblemsError extends AppError {
  constructor(
    message: string,
    readonly problems: readonly EditProblem[],
  ) {
    super(`bad_request:${SURFACE}`, message);
  }

  override toResponse(headers?: Record<string, string>): Response {
    return Response.json(
      { code: this.code, message: this.message, problems: this.problems },
      { status: this.status, headers: { ...this.headers, ...headers } },
    );
  }
}

function conflict(message: string): AppError {
  return new AppError(`conflict:${SURFACE}`, message);
}

function notFound(what: string): AppError {
  return new AppError(`not_found:${SURFACE}`, `There is no ${what}.`);
}

const CHECK_FIELDS = "Some fields need a change: see the messages beside them.";

async function catchUp(): Promise<void> {
  try {
    await refreshCatalogue();
  } catch (error) {
    // Written and committed: the watch catches up on its next round.
    log.warn({ reason: errorMessage(error) }, "catalogue refresh after an operator's change failed");
  }
}

export type PublishInput = {
  sku: string;
  version: number;
  values: Readonly<Record<string, string>>;
  /** The operator confirmed a large price change a second time. */
  confirm?: boolean;
  operator: OperatorActor;
};

export type PublishOutcome = { record: ProductRecord; catalogueVersion: number; changed: boolean };

/** Publishes the form's values over the product, only while it is still at the version the form read. */
export async function publishProduct(input: PublishInput): Promise<PublishOutcome> {
  const { db } = await database();
  const versionBefore = await catalogueVersion(db);
  const result = await updateProduct(
    db,
    input.sku,
    (record) => {
      if (record.version !== input.version) {
        throw conflict(
          `This product was changed by someone else meanwhile (now version ${record.version}). Reload the page to see it, then make your change again.`,
        );
      }
      const applied = applyEditorValues(record, input.values);
      if (!applied.ok) return applied;
      // The guard rails, against the price stored now: a price outside its bound is refused beside
      // its field; a cut by more than half is a 409 naming the effect until the operator confirms.
      const outOfBounds = priceBoundProblems(record.product, applied.product);
      if (outOfBounds.length > 0) return { ok: false, problems: outOfBounds };
      enforceChangeCheck(priceChangeCheck(record.product, applied.product), input.confirm === true, SURFACE);
      return { ok: true, record: { ...record, status: applied.status, product: applied.product } };
    },
    historyActor(input.operator),
    {
      within: (trx, written) =>
        audit(trx, input.operator, "CATALOGUE_PRODUCT_PUBLISHED", "product", input.sku, written),
    },
  );
  if (!result.ok) {
    if (result.problems.some((problem) => problem.path === "sku")) throw notFound(`product "${input.sku}"`);
    throw new FieldProblemsError(CHECK_FIELDS, result.problems);
  }
  const changed = result.version !== versionBefore;
  if (changed) await catchUp();
  return { record: result.value, catalogueVersion: result.version, changed };
}

async function audit<T>(
  trx: Executor,
  operator: OperatorActor,
  action: "CATALOGUE_PRODUCT_PUBLISHED" | "CATALOGUE_SETTING_SET" | "CATALOGUE_CHANGE_REVERTED",
  targetType: "product" | "setting",
  targetId: string,
  written: { before: T; after: T; version: number },
  revertOf?: number,
): Promise<void> {
  const state = (value: T) =>
    targetType === "product" ? (recordState(value as ProductRecord) ?? null) : (value as unknown);
  await recordAudit(trx, {
    operatorId: operator.operatorId,
    action,
    targetType,
    targetId,
    before: state(written.before),
    after: { value: state(written.after), catalogueVersion: written.version, ...(revertOf ? { revertOf } : {}) },
  });
}

export type SettingInput = {
  key: string;
  value: string;
  expected: number;
  operator: OperatorActor;
  /** The operator confirmed the large change's effect (the second question). */
  confirm?: boolean;
};

/**
 * Sets one setting from the value the form showed; refused with 409 when it moved meanwhile, with
 * 400 naming the bound when the value is outside it, and with 409 CONFIRM_CODE (the effect as the
 * message) for a large change not yet confirmed.
 */
export async function saveSetting(
  input: SettingInput,
): Promise<{ key: string; value: string; stored: number; changed: boolean }> {
  const definition = settingDefinition(input.key);
  if (!definition) throw new FieldProblemsError(CHECK_FIELDS, [{ path: input.key, message: "is not a setting" }]);
  const { db } = await database();
  const versionBefore = await catalogueVersion(db);
  const result = await setSetting(db, input.key, input.value, historyActor(input.operator), seedSettings(), {
    expectBefore: input.expected,
    confirmed: input.confirm === true,
    within: (trx, written) => audit(trx, input.operator, "CATALOGUE_SETTING_SET", "setting", definition.key, written),
  });
  if (!result.ok) {
    if ("changedSince" in result) {
      throw conflict(
        `${definition.key} was changed by someone else meanwhile (now ${definition.format(result.changedSince)}). Reload the page, then make your change again.`,
      );
    }
    if ("confirm" in result) enforceChangeCheck({ kind: "confirm", effect: result.confirm }, false, "admin-settings");
    throw new FieldProblemsError(CHECK_FIELDS, result.problems);
  }
  const changed = result.version !== versionBefore;
  if (changed) await catchUp();
  return { key: definition.key, value: definition.format(result.value.value), stored: result.value.value, changed };
}

const CHANGED_SINCE =
  "This cannot be reverted: it has changed again since. Revert the newer change first (the history lists it above this one).";

/** Writes a change's "before" back as a new change, while the product or setting is still as it left it. */
export async function revertChange(input: { version: number; operator: OperatorActor }): Promise<{
  catalogueVersion: number;
  key: string;
}> {
  const { db } = await database();
  const change = await catalogueChange(db, input.version);
  if (!change) throw notFound(`change at version ${input.version}`);
  if (change.before === undefined) {
    throw new AppError(
      `bad_request:${SURFACE}`,
      "This change added the product or setting: there is nothing to go back to.",
    );
  }
  const actor = historyActor(input.operator);
  if (change.kind === "setting") {
    const definition = settingDefinition(change.key);
    if (!definition || typeof change.before !== "number" || typeof change.after !== "number") {
      throw notFound(`setting "${change.key}"`);
    }
    const result = await setSetting(db, change.key, definition.format(change.before), actor, seedSettings(), {
      expectBefore: change.after,
      // Going back to a value the shop had, confirmed in the history's own dialog; its bound still holds.
      confirmed: true,
      within: (trx, written) =>
        audit(trx, input.operator, "CATALOGUE_CHANGE_REVERTED", "setting", change.key, written, change.version),
    });
    if (!result.ok) {
      if ("changedSince" in result) throw conflict(CHANGED_SINCE);
      throw new FieldProblemsError(
        result.problems.map((problem) => `${problem.path} ${problem.message}`).join("; "),
        result.problems,
      );
    }
    await catchUp();
    return { catalogueVersion: result.version, key: change.key };
  }
  const result = await updateProduct(
    db,
    change.key,
    (record) => {
      const decision = revertDecision(change, recordState(record));
      if (!decision.ok) throw conflict(CHANGED_SINCE);
      const before = decision.restore as NonNullable<ReturnType<typeof recordState>>;
      return {
        ok: true,
        record: {
          ...record,
          lineId: before.line,
          position: before.position,
          status: before.status,
          product: before.product,
        },
      };
    },
    actor,
    {
      within: (trx, written) =>
        audit(trx, input.operator, "CATALOGUE_CHANGE_REVERTED", "product", change.key, written, change.version),
    },
  );
  if (!result.ok) {
    if (result.problems.some((problem) => problem.path === "sku")) throw notFound(`product "${change.key}"`);
    // The old state no longer fits the catalogue (another product took its page since).
    throw new FieldProblemsError(
      `The old state cannot be written back: ${result.problems.map((problem) => `${problem.path} ${problem.message}`).join("; ")}`,
      result.problems,
    );
  }
  await catchUp();
  return { catalogueVersion: result.version, key: change.key };
}

/** Every stored product, for the list and the editor (read fresh, not from the watch's copy). */
export async function storedProducts(): Promise<ProductRecord[]> {
  return listProducts((await database()).db);
}

/** One stored product, hidden or not, or undefined. */
export async function storedProduct(sku: string): Promise<ProductRecord | undefined> {
  return (await storedProducts()).find((record) => record.sku === sku);
}

/** The newest changes first (of one product or setting when `key` is given). */
export async function recentChanges(options: { key?: string; limit?: number } = {}) {
  return catalogueHistory((await database()).db, options);
}

/** The settings as stored now. */
export async function storedSettings() {
  return (await readCatalogue((await database()).db, seedSettings())).settings;
}
