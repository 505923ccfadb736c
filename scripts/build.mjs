// `npm run build`: `next build`, then the record of the variables written into the pages
// (ADR 0003) that `npm start` and `npm run cluster` compare before serving.
import { buildShop } from "./lib/ensure-build.mjs";

buildShop(new URL("..", import.meta.url).pathname, process.env);
