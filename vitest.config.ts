import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "@": fileURLToPath(new URL("./src", import.meta.url)),
  "server-only": fileURLToPath(new URL("./tests/support/empty-module.ts", import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          // The bench's judging (scripts/bench) is pure too, and tested the same way.
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          environment: "node",
          // Pure functions beside their tests: one module graph for all files instead of one per
          // file cuts the step's CPU time about sevenfold (CI must stay under 25 minutes).
          isolate: false,
          setupFiles: ["tests/support/component-environment.ts", "src/server/http/zod-english.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.integ.ts"],
          environment: "node",
          setupFiles: ["tests/integration/support/setup-database.ts"],
          // Vitest's default on two cores is one worker, which leaves a core idle while a file waits on
          // its database; two at once took 237 s to 144 s on SQLite (each file has its own database).
          maxWorkers: Math.max(2, availableParallelism() - 1),
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Load and fault suites against `next start` servers of the production build; one file
          // at a time, as each one measures a server and would skew the others' figures.
          name: "resilience",
          include: ["tests/resilience/**/*.resilience.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Two instances behind nginx on PostgreSQL, one killed under load (issue 20).
          name: "cluster",
          include: ["tests/cluster/**/*.cluster.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 240_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
