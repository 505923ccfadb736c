import { runBundledCli } from "../../support/cli-bundle";

/*
 * For browser tests that change the catalogue while their own server runs (issue 15). The server
 * writes the pages it renders again into its build, so such a server runs on a copy of the build
 * (startShopServer's `copyProject`): the other tests' servers must keep serving the catalogue they expect.
 */

/**
 * The operator's command line (`npm run catalogue -- ARGS`) against the database a test server
 * runs on, from another process (the script bundled once per worker, tests/support/cli-bundle.ts);
 * resolves once the change is committed.
 */
export function runCatalogueCommand(databaseUrl: string, ...args: string[]): Promise<string> {
  return runBundledCli("catalogue", databaseUrl, args);
}
