// `npm run art`: writes every product's picture (public/art/products/<sku>.svg) and every payment
// method's mark (public/art/pay/<method>.svg) from content/art/product-art.json and the kept icon
// sets. The files are committed, so building and serving the shop need neither the sets nor this
// script; src/server/art/committed-art.test.ts fails when the files and the mapping disagree.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { buildArtFiles } from "@/domain/art/art-files";
import { loadArtSources, ROOT } from "./lib/art-sources";

const files = buildArtFiles(loadArtSources());
const publicDir = join(ROOT, "public");

for (const folder of ["art/products", "art/pay"]) {
  mkdirSync(join(publicDir, folder), { recursive: true });
  for (const name of readdirSync(join(publicDir, folder))) {
    if (!files.has(`/${folder}/${name}`)) rmSync(join(publicDir, folder, name));
  }
}
for (const [src, content] of files) {
  mkdirSync(dirname(join(publicDir, src)), { recursive: true });
  writeFileSync(join(publicDir, src), content);
}
console.log(`Wrote ${files.size} art files under public/art.`);
