// `npm run operator -- COMMAND`: the back office's operators (the commands are in
// `help`). Reads the same .env files as `next start` and migrates the database like a starting
// server (scripts/lib/cli-main.ts).
import { OPERATOR_HELP, parseOperatorCommand } from "@/domain/admin/operator-command";
import { runCli } from "./lib/cli-main";

await runCli({
  script: "operator",
  help: OPERATOR_HELP,
  parse: parseOperatorCommand,
  run: async (command, io) => {
    const { runOperatorCommand } = await import("./lib/operator-commands");
    return runOperatorCommand(command, io);
  },
});
