import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";

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

/**
 * The methods a route file serves: each exported handler that is not the project's 405 answer
 * (`methodNotAllowed(...)`) or another method's alias (`export const PUT = POST`).
 */
export function servedMethods(source: string): string[] {
  return HTTP_METHODS.filter((method) => {
    const declared = new RegExp(`export\\s+(?:async\\s+)?function\\s+${method}\\b`).test(source);
    const assigned = new RegExp(`export\\s+const\\s+${method}\\s*=\\s*([^;\\n]+)`).exec(source)?.[1]?.trim();
    if (declared) return true;
    if (!assigned) return false;
    return !assigned.startsWith("methodNotAllowed(") && !(HTTP_METHODS as readonly string[]).includes(assigned);
  });
}

/** "METHOD /api/admin/…" for each method each route file under src/app/api/admin serves, sorted. */
export function servedAdminApiRoutes(root = join(process.cwd(), "src/app/api/admin")): string[] {
  return filesNamed(root, "route.ts")
    .flatMap((file) => {
      const path = `/api/admin/${urlPath(file.replace(/\/?route\.ts$/, ""))}`.replace(/\/$/, "");
      return servedMethods(readFileSync(join(root, file), "utf8")).map((method) => `${method} ${path}`);
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
