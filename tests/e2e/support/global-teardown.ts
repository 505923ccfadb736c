import { rmSync } from "node:fs";

/** Removes the shared server's throwaway database folder (playwright.config.ts made it). */
export default function teardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
