import { readFile, rename, writeFile } from "node:fs/promises";
import { readableChange, readableSummary } from "@/domain/admin/catalogue-history";
import { blockingCheck, CHANGE_OK, type ChangeCheck, combineChecks } from "@/domain/admin/change-check";
import { type CatalogueCommand, CONFIRM_AGAIN, editProduct } from "@/domain/catalogue/catalogue-command";
import {
  formatProblems,
  historyTable,
  lineIds,
  listJson,
  listTable,
  recordJson,
  recordText,
  settingsJson,
  settingsTable,
} from "@/domain/catalogue/catalogue-command-output";
import {
  catalogueFileFrom,
  formatCatalogueFile,
  importItemsOf,
  parseCatalogueFile,
} from "@/domain/catalogue/catalogue-file";
import { lineMeta, type ProductRecord } from "@/domain/catalogue/catalogue-snapshot";
import { priceChangeCheck } from "@/domain/catalogue/price-guard";
import type { EditProblem } from "@/domain/catalogue/product-edits";
import { settingDefinition } from "@/domain/settings/shop-settings";
import {
  catalogueHistory,
  catalogueVersion,
  importProducts,
  listProducts,
  readCatalogue,
  recordState,
  setSetting,
  updateProduct,
} from "@/server/catalogue/catalogue-repository";
import { prepareCatalogue, seedSettings } from "@/server/catalogue/catalogue-store";
import { database } from "@/server/db/database";
import type { CliIo } from "./cli-main";

/*
 * What each `npm run catalogue` command does against the database. Every write goes
 * through the repository the server uses (its checks, its lock, its history), so the command line
 * can refuse nothing the shop would take and take nothing it would refuse.
 */

export const EXIT = { ok: 0, refused: 1, usage: 2, failed: 3 } as const;

export type CommandIo = CliIo & {
  /** Where relative file names start: the directory the operator typed the command in. */
  resolvePath: (file: string) => string;
};

function refuse(io: CommandIo, problems: readonly EditProblem[]): number {
  io.err(formatProblems(problems));
  return EXIT.refused;
}

/** A guard rail's refusal names the bound; a large change names its effect and how to apply it anyway. */
function refuseChange(io: CommandIo, problems: readonly EditProblem[], blocking: ChangeCheck): number {
  if (blocking.kind === "refused") io.err(blocking.message);
  else if (blocking.kind === "confirm") io.err(`${blocking.effect}\n${CONFIRM_AGAIN}`);
  if (problems.length > 0) io.err(formatProblems(problems));
  return EXIT.refused;
}

function printJson(io: CommandIo, value: unknown): void {
  io.out(JSON.stringify(value, null, 2));
}

async function findRecord(sku: string): Promise<ProductRecord | undefined> {
  return (await listProducts((await database()).db)).find((record) => record.sku === sku);
}

/** Writes one product's change and says what moved; `edit` sees the stored record under the lock. */
async function changeProduct(
  io: CommandIo,
  sku: string,
  edit: (record: ProductRecord) => { ok: true; record: ProductRecord } | { ok: false; problems: EditProblem[] },
  confirmed = false,
): Promise<number> {
  let before: ProductRecord | undefined;
  let blocking: ChangeCheck = CHANGE_OK;
  const result = await updateProduct(
    (await database()).db,
    sku,
    (record) => {
      before = record;
      const edited = edit(record);
      if (!edited.ok) return edited;
      // Judged under the catalogue's lock, against the price stored now.
      blocking = blockingCheck(priceChangeCheck(record.product, edited.record.product), confirmed);
      return blocking.kind === "ok" ? edited : { ok: false, problems: [] };
    },
    io.actor,
  );
  if (!result.ok) return refuseChange(io, result.problems, blocking);
  // What moved, in the product's own words ("Main account price: $22.00 -> $30.00"), as the history shows it.
  const leaves = before
    ? readableChange({ kind: "product", key: sku, before: recordState(before), after: recordState(result.value) })
    : [];
  if (leaves.length === 0) {
    io.out(`${sku}: nothing to change (catalogue version ${result.version})`);
    return EXIT.ok;
  }
  io.out(
    [
      `${sku}: changed at catalogue version ${result.version}`,
      ...leaves.map((leaf) => `  ${leaf.field}: ${leaf.before} -> ${leaf.after}`),
    ].join("\n"),
  );
  return EXIT.ok;
}

async function exportFile(io: CommandIo, file: string): Promise<number> {
  const snapshot = await readCatalogue((await database()).db, seedSettings());
  const contents = catalogueFileFrom(snapshot.records, snapshot.version, io.now().toISOString());
  const path = io.resolvePath(file);
  // Written beside and renamed over: a reader never sees half a file.
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, formatCatalogueFile(contents));
  await rename(partial, path);
  const hidden = contents.products.filter((product) => product.status === "hidden").length;
  io.out(
    `exported ${contents.products.length} products (${hidden} hidden) at catalogue version ${snapshot.version} to ${path}`,
  );
  return EXIT.ok;
}

async function importFile(io: CommandIo, file: string, confirmed: boolean): Promise<number> {
  let text: string;
  try {
    text = await readFile(io.resolvePath(file), "utf8");
  } catch (error) {
    return refuse(io, [{ path: file, message: `cannot be read: ${(error as Error).message}` }]);
  }
  const parsed = parseCatalogueFile(text);
  if (!parsed.ok) return refuse(io, parsed.problems);
  const items = importItemsOf(parsed.file);
  let blocking: ChangeCheck = CHANGE_OK;
  const result = await importProducts((await database()).db, items, io.actor, undefined, {
    // The file's prices against the stored ones, under the import's lock: bounds and large cuts.
    judge: (pairs) => {
      blocking = blockingCheck(
        combineChecks(pairs.map((pair) => priceChangeCheck(pair.before, pair.after))),
        confirmed,
      );
      return blocking.kind === "ok" ? [] : [{ path: "products", message: "nothing was imported" }];
    },
  });
  if (!result.ok) return refuseChange(io, result.problems, blocking);
  const { inserted, updated } = result.value;
  const unchanged = items.length - inserted.length - updated.length;
  io.out(
    `imported ${items.length} products: ${inserted.length} added, ${updated.length} changed, ${unchanged} unchanged (catalogue version ${result.version})`,
  );
  for (const sku of inserted) io.out(`  added ${sku}`);
  for (const sku of updated) io.out(`  changed ${sku}`);
  return EXIT.ok;
}

async function settingsGet(io: CommandIo, key: string | undefined, json: boolean): Promise<number> {
  if (key !== undefined && !settingDefinition(key)) return refuse(io, [{ path: key, message: "is not a setting" }]);
  const { settings } = await readCatalogue((await database()).db, seedSettings());
  if (json) printJson(io, settingsJson(settings, key));
  else io.out(settingsTable(settings, key));
  return EXIT.ok;
}

async function settingsSet(io: CommandIo, key: string, value: string, confirm: boolean): Promise<number> {
  const { db } = await database();
  const versionBefore = await catalogueVersion(db);
  const result = await setSetting(db, key, value, io.actor, seedSettings(), { confirmed: confirm });
  if (!result.ok && "confirm" in result) {
    return refuse(io, [{ path: key, message: `${result.confirm} ${CONFIRM_AGAIN}` }]);
  }
  if (!result.ok) return refuse(io, result.problems);
  const shown = settingDefinition(key)?.format(result.value.value) ?? String(result.value.value);
  io.out(
    result.version === versionBefore
      ? `${key} is already ${shown}: nothing to change`
      : `${key} = ${shown} at catalogue version ${result.version}`,
  );
  return EXIT.ok;
}

/** Runs one parsed command (not `help`) against the database, after migrating and seeding it. */
export async function runCatalogueCommand(command: CatalogueCommand, io: CommandIo): Promise<number> {
  // A fresh database works like the shop's: migrated, the code's products and the env's settings in.
  await prepareCatalogue();
  const { db } = await database();
  switch (command.name) {
    case "help":
      return EXIT.ok;
    case "list": {
      if (command.line !== undefined && !lineMeta(command.line)) {
        return refuse(io, [{ path: "line", message: `is not a product line: "${command.line}" (${lineIds()})` }]);
      }
      const records = (await listProducts(db)).filter(
        (record) => command.line === undefined || record.lineId === command.line,
      );
      if (command.json) printJson(io, listJson(records));
      else io.out(listTable(records));
      return EXIT.ok;
    }
    case "get": {
      const record = await findRecord(command.sku);
      if (!record) return refuse(io, [{ path: "sku", message: `is not a product: "${command.sku}"` }]);
      if (command.json) printJson(io, recordJson(record));
      else io.out(recordText(record));
      return EXIT.ok;
    }
    case "set":
      return changeProduct(
        io,
        command.sku,
        (record) => {
          const edited = editProduct(record.product, command.priceText, command.fields, command.optionPrices);
          return edited.ok ? { ok: true, record: { ...record, product: edited.product } } : edited;
        },
        command.confirm,
      );
    case "hide":
    case "show": {
      const status = command.name === "hide" ? "hidden" : "active";
      return changeProduct(io, command.sku, (record) => ({ ok: true, record: { ...record, status } }));
    }
    case "export":
      return exportFile(io, command.file);
    case "import":
      return importFile(io, command.file, command.confirm);
    case "settings-get":
      return settingsGet(io, command.key, command.json);
    case "settings-set":
      return settingsSet(io, command.key, command.value, command.confirm);
    case "history": {
      const changes = await catalogueHistory(db, {
        limit: command.limit,
        ...(command.key === undefined ? {} : { key: command.key }),
      });
      if (command.json) printJson(io, changes);
      else io.out(historyTable(changes, (change) => readableSummary(change)));
      return EXIT.ok;
    }
  }
}
