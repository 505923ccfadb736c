/** Next calls this once when a server starts. NEXT_RUNTIME is Next's own flag, not shop configuration. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startUp } = await import("./server/start-up");
    await startUp();
  }
}
