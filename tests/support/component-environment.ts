/*
 * The unit project's component tests (the files that run in happy-dom): what every page of them
 * needs, set once here.
 *
 * - React's flag for an environment that wraps updates in act(): tests that drive React directly
 *   (createRoot, hydrateRoot) warned on every act() without it. Testing Library sets it too.
 * - No network. happy-dom's fetch is a real HTTP client aimed at its default origin
 *   (http://localhost:3000). A test stubs fetch for what it asks; work a page leaves behind (a cart
 *   save queued behind a lazily loaded module) can still call fetch after the test has restored it,
 *   while the worker runs another file (`isolate: false`). Outside a test's own stub, fetch fails
 *   as it does in a browser that is offline: no request leaves the process, and the page's code
 *   takes its usual network-error path.
 */
if (typeof window !== "undefined") {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const offline = (input: RequestInfo | URL) =>
    Promise.reject(new TypeError(`Failed to fetch ${String(input)}: a unit test's page has no network`));
  globalThis.fetch = offline as typeof fetch;
  window.fetch = offline as typeof fetch;
}
