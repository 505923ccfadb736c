// `npm start`: builds the shop when there is no build, the sources changed since the last one, or
// a variable that is written into prerendered pages changed (ADR 0003), then serves it with the
// shop's server (scripts/serve.mjs, ADR 0025) on PORT (default 3000).
import { spawn } from "node:child_process";
import { join } from "node:path";
import { ensureBuild } from "./lib/ensure-build.mjs";

const root = new URL("..", import.meta.url).pathname;
ensureBuild(root, process.env);

const port = process.env.PORT || "3000";
const serve = join(root, "scripts", "serve.mjs");
const server = spawn(process.execPath, [serve, "-p", port], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
