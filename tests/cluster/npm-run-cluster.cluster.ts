import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { afterAll, describe, expect, it } from "vitest";
import { BAKED_ENV_KEYS } from "../../scripts/lib/baked-env.mjs";
import { freePort, ROOT } from "../../scripts/lib/cluster.mjs";
import { makeSave, saveBody, sleep } from "../resilience/support/resilience";

/*
 * `npm run cluster` as someone types it (issue 20): it serves the shop through nginx on PORT with
 * two instances on a throwaway PostgreSQL, and Ctrl-C (SIGINT to its process group, as a terminal
 * sends it) stops nginx, both instances and PostgreSQL and removes their folders.
 */

let child: ReturnType<typeof spawn> | undefined;

afterAll(() => {
  // Only if the test failed before its own Ctrl-C.
  if (child?.pid && child.exitCode === null && child.signalCode === null) {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The folders a cluster and its throwaway PostgreSQL live in. */
function clusterFolders(): string[] {
  return readdirSync(tmpdir()).filter((name) => /^(runeforge-cluster-|throwaway-pg-)/.test(name));
}

describe("npm run cluster", () => {
  it("serves the shop through nginx from two instances on PostgreSQL, and Ctrl-C stops everything it started", async () => {
    const port = await freePort();
    const foldersBefore = clusterFolders();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), NEXT_TELEMETRY_DISABLED: "1" };
    // The variables written into pages as the build step left them, so the build is not made again.
    for (const key of BAKED_ENV_KEYS) delete env[key];
    delete env.DATABASE_URL;
    let output = "";
    child = spawn("npm", ["run", "cluster"], { cwd: ROOT, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    const deadline = Date.now() + 120_000;
    while (!output.includes("Ctrl-C stops everything") && Date.now() < deadline && child.exitCode === null) {
      await sleep(200);
    }
    expect(output, output).toContain(`> RuneForge cluster on http://localhost:${port}`);
    expect(output).not.toContain("Building the shop");

    const instances = [...output.matchAll(/ {4}(app-\d): (http:\/\/127\.0\.0\.1:\d+) \(pid (\d+)\)/g)].map(
      ([, name, url, pid]) => ({ name, url: url ?? "", pid: Number(pid) }),
    );
    expect(instances.map((instance) => instance.name)).toEqual(["app-1", "app-2"]);
    for (const instance of instances) {
      const health = await fetch(`${instance.url}/api/health`);
      expect(await health.json()).toEqual({ ok: true, db: "postgres" });
    }
    const front = `http://localhost:${port}`;
    const first = await fetch(`${front}/fire-cape`);
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    const second = await fetch(`${front}/fire-cape`);
    expect(second.headers.get("x-cache-status")).toBe("HIT");
    expect(await second.text()).toContain("Fire Cape");
    // A browser's POST on this port: its Origin matches the Host nginx passes on.
    const saved = await fetch(`${front}/api/cart/saveCartData`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: front },
      body: saveBody(makeSave(1)),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const postgresPort = Number(/127\.0\.0\.1:(\d+)\/postgres/.exec(output)?.[1]);
    expect(postgresPort).toBeGreaterThan(0);

    // Ctrl-C: the terminal signals the whole foreground group.
    const exited = new Promise<string>((done) =>
      child?.once("close", (code, signal) => done(signal ?? `exit ${code}`)),
    );
    process.kill(-(child.pid ?? 0), "SIGINT");
    const end = await Promise.race([exited, sleep(30_000).then(() => "still running")]);
    // npm itself ends on the signal, as it does at a terminal; what it ran stops everything first.
    expect(["exit 0", "SIGINT"], output).toContain(end);
    expect(output).toContain("> Stopping nginx, the instances and PostgreSQL");
    for (const instance of instances) expect(alive(instance.pid), instance.name).toBe(false);
    await expect(fetch(`${front}/api/health`)).rejects.toThrow();
    const postgresGone = await fetch(`http://127.0.0.1:${postgresPort}`).then(
      () => false,
      (error: Error & { cause?: { code?: string } }) => error.cause?.code === "ECONNREFUSED",
    );
    expect(postgresGone).toBe(true);
    expect(clusterFolders()).toEqual(foldersBefore);
  });
});
