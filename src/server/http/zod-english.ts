import { config } from "zod/v4/core";
import { en } from "zod/v4/locales";

// The server's validation messages quote zod's, in English whichever flavour built the schema:
// the full API sets English itself when it first builds a schema, zod/mini never does
// (src/domain/api/api-contract.ts). Imported by parse-body.ts, and by the unit tests' setup, which
// check the messages the server sends.
config(en());
