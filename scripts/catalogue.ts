// `npm run catalogue -- COMMAND`: products and settings for operators and scripts (the
// commands are in `help`). It reads the same .env files as `next start`, migrates and seeds the
// database like a starting server (scripts/lib/cli-main.ts), and writes through the server's
// repository, so it is safe while the shop runs.
import { isAbsolute, resolve } from "node:path";
import { CATALOGUE_HELP, parseCatalogueCommand } from "@/domain/catalogue/catalogue-command";
import { runCli } from "./lib/cli-main";

// npm runs scripts in the package's folder; INIT_CWD is where the operator typed the command.
const typedIn = process.env.INIT_CWD ?? process.cwd();

await runCli({
  script: "catalogue",
  help: CATALOGUE_HELP,
  parse: parseCatalogueCommand,
  run: async (command, io) => {
    const { runCatalogueCommand } = await import("./lib/catalogue-commands");
    return runCatalogueCommand(command, {
      ...io,
      resolvePath: (file) => (isAbsolute(file) ? file : resolve(typedIn, file)),
    });
  },
});
