// `npm run art`: writes every product's picture (public/art/products/<sku>.svg), its Open Graph
// card (public/art/og, PNG), its picture for emails (public/art/mail, a 96 x 72 PNG, gold's too)
// and every payment method's mark
// (public/art/pay/<method>.svg) from content/art/product-art.json and the kept icon sets. The files
// are committed, so building and serving the shop need neither the sets nor this script;
// src/server/art/committed-art.test.ts fails when the files and the mapping disagree.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { buildArtFiles, rasterJobs } from "@/domain/art/art-files";
import {
  ART_FOLDERS,
  loadArtSources,
  RASTER_MANIFEST,
  ROOT,
  rasterDigest,
  readRasterManifest,
} from "./lib/art-sources";

const sources = loadArtSources();
const files = buildArtFiles(sources);
const lineNames = Object.fromEntries(sources.catalogueLines.map((line) => [line.id, line.name]));
const jobs = rasterJobs(sources, files, lineNames);
const publicDir = join(ROOT, "public");
const wanted = new Set([...files.keys(), ...jobs.map((job) => job.src)]);

for (const folder of ART_FOLDERS) {
  mkdirSync(join(publicDir, folder), { recursive: true });
  for (const name of readdirSync(join(publicDir, folder))) {
    if (!wanted.has(`/${folder}/${name}`)) rmSync(join(publicDir, folder, name));
  }
}
for (const [src, content] of files) {
  mkdirSync(dirname(join(publicDir, src)), { recursive: true });
  writeFileSync(join(publicDir, src), content);
}
// PNGs only where their source changed: re-encoding is slow and would churn the repository.
const previous = readRasterManifest();
const manifest: Record<string, string> = {};
let rendered = 0;
for (const job of jobs) {
  const digest = rasterDigest(job);
  manifest[job.src] = digest;
  if (
    previous[job.src] === digest &&
    readdirSync(dirname(join(publicDir, job.src))).includes(job.src.split("/").at(-1) ?? "")
  )
    continue;
  await sharp(Buffer.from(job.svg), { density: 144 })
    .resize(job.width, job.height)
    .png({ palette: true, compressionLevel: 9 })
    .toFile(join(publicDir, job.src));
  rendered += 1;
}
writeFileSync(RASTER_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`Wrote ${files.size} SVG files and ${rendered} of ${jobs.length} PNG files under public/art.`);
