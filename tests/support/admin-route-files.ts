import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import ts from "typescript";

/*
 * What the app itself serves, read from its route files, so a test can hold its lists of guarded
 * routes against them (a new route fails until it is listed) and fuzz every dynamic segment of
 * every API route (a new route is covered without being listed).
 */

const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

function filesNamed(root: string, name: string): string[] {
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => file === name || file.endsWith(`${sep}${name}`))
    .map((file) => file.split(sep).join("/"));
}

/** A route group such as "(admin)" is not part of the address. */
const urlPath = (parts: string) =>
  parts
    .split("/")
    .filter((part) => part && !/^\(.+\)$/.test(part))
    .join("/");

/** The one argument of a route builder that names what it serves: routeMethods' second, adminRoute's first. */
const BUILDERS: Record<string, number> = { routeMethods: 1, adminRoute: 0 };

function propertyName(property: ts.ObjectLiteralElementLike, file: string): string {
  if (ts.isSpreadAssignment(property) || !property.name || ts.isComputedPropertyName(property.name))
    throw new Error(`${file}: a route builder's options must name their keys plainly`);
  return property.name.getText().replace(/^["']|["']$/g, "");
}

/** The methods a route builder's call serves: routeMethods' handler keys, or adminRoute's `method`. */
function builderMethods(call: ts.Expression, file: string): string[] {
  const builder = ts.isCallExpression(call) && ts.isIdentifier(call.expression) ? call.expression.text : "";
  const options = builder in BUILDERS ? (call as ts.CallExpression).arguments[BUILDERS[builder] ?? 0] : undefined;
  if (!options || !ts.isObjectLiteralExpression(options))
    throw new Error(
      `${file}: the methods must come from routeMethods(surface, { ... }) or adminRoute({ ... }, handler)`,
    );
  if (builder === "routeMethods") return options.properties.map((property) => propertyName(property, file));
  const method = options.properties.find((property) => propertyName(property, file) === "method");
  if (!method || !ts.isPropertyAssignment(method) || !ts.isStringLiteral(method.initializer))
    throw new Error(`${file}: adminRoute's method must be a string literal`);
  return [method.initializer.text];
}

/**
 * The methods a route file serves, read from its syntax: a plain `export function GET`, or the
 * one builder line `export const { GET, POST, PUT, PATCH, DELETE } = routeMethods(...)` /
 * `adminRoute(...)`, whose other methods are the JSON 405. Any other shape throws, so a new way
 * of writing a route cannot slip past the lists of guarded routes unread.
 */
export function servedMethods(source: string, file = "route.ts"): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const served = new Set<string>();
  const isMethod = (name: string) => (HTTP_METHODS as readonly string[]).includes(name);
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of tree.statements) {
    if (!exported(statement)) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name && isMethod(statement.name.text))
      served.add(statement.name.text);
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name)) {
        if (isMethod(declaration.name.text))
          throw new Error(`${file}: export ${declaration.name.text} through routeMethods or adminRoute`);
        continue;
      }
      if (!ts.isObjectBindingPattern(declaration.name) || !declaration.initializer)
        throw new Error(`${file}: an exported binding this reader does not know`);
      const names = declaration.name.elements.map((element) => element.name.getText());
      if (HTTP_METHODS.some((method) => !names.includes(method)))
        throw new Error(
          `${file}: export all of ${HTTP_METHODS.join(", ")}, so the ones not served answer the JSON 405`,
        );
      for (const method of builderMethods(declaration.initializer, file)) {
        if (!isMethod(method)) throw new Error(`${file}: ${method} is not a method a route serves`);
        served.add(method);
      }
    }
  }
  return HTTP_METHODS.filter((method) => served.has(method));
}

/** "METHOD /api/admin/…" for each method each route file under src/app/api/admin serves, sorted. */
export function servedAdminApiRoutes(root = join(process.cwd(), "src/app/api/admin")): string[] {
  return filesNamed(root, "route.ts")
    .flatMap((file) => {
      const path = `/api/admin/${urlPath(file.replace(/\/?route\.ts$/, ""))}`.replace(/\/$/, "");
      return servedMethods(readFileSync(join(root, file), "utf8"), file).map((method) => `${method} ${path}`);
    })
    .sort();
}

/** The address of each page under src/app/(admin)/admin, "/admin/orders/[id]" for a dynamic one, sorted. */
export function servedAdminPages(root = join(process.cwd(), "src/app/(admin)/admin")): string[] {
  return filesNamed(root, "page.tsx")
    .map((file) => `/admin/${urlPath(file.replace(/\/?page\.tsx$/, ""))}`.replace(/\/$/, ""))
    .sort();
}

/** An API route file with dynamic segments: its address ("/api/orders/[reference]") and its file under src/app/api. */
export type DynamicApiRoute = { path: string; file: string; segments: { name: string; catchAll: boolean }[] };

/** Every route file under src/app/api with at least one dynamic segment (`[id]`, `[...slug]`), sorted by address. */
export function dynamicApiRoutes(root = join(process.cwd(), "src/app/api")): DynamicApiRoute[] {
  return filesNamed(root, "route.ts")
    .map((file) => ({ file: join(root, file), path: `/api/${urlPath(file.replace(/\/?route\.ts$/, ""))}` }))
    .map((route) => ({
      ...route,
      segments: [...route.path.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)].map((match) => ({
        name: match[2] ?? "",
        catchAll: match[1] !== undefined,
      })),
    }))
    .filter((route) => route.segments.length > 0)
    .sort((a, b) => a.path.localeCompare(b.path));
}
