// `npm start`: builds the shop when there is no build, the sources changed since the last one, or
// a variable that is written into prerendered pages changed (ADR 0003), then serves it with
// `next start` on PORT (default 3000).
import { spawn } from "node:child_process";
import { join } from "node:path";
import { ensureBuild } from "./lib/ensure-build.mjs";

const root = new URL("..", import.meta.url).pathname;
ensureBuild(root, process.env);

const port = process.env.PORT || "3000";
const nextBin = join(root, "node_modules", "next", "dist", "bin", "next");
const server = spawn(process.execPath, [nextBin, "start", "-p", port], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
