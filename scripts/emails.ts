import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { join } from "node:path";
import { z } from "zod";
import { productMailArtSrc, withMailArtFrom } from "../src/domain/art/mail-art";
import { EMAIL_SAMPLES, SAMPLE_BRAND } from "../src/emails/email-samples";
import { LOGO_CID, LOGO_PNG_BASE64 } from "../src/emails/logo";
import { escapeHtml } from "../src/emails/static-markup";

/*
 * `npm run emails`: every email template with sample data, for whoever edits them.
 * The index lists the templates; /ID.html is the HTML part as a mail client gets it (the inline
 * logo and the line pictures served from here, as the transport attaches them), /ID.txt its text
 * part. Rendered on each request, so an edit shows on reload.
 */

const port = z.coerce
  .number()
  .int()
  .min(1)
  .max(65_535)
  .default(3100)
  .parse(process.env.PORT || undefined);
const logo = Buffer.from(LOGO_PNG_BASE64, "base64");

function index(): string {
  const rows = EMAIL_SAMPLES.map(
    (sample) =>
      `<li>${escapeHtml(sample.title)}: <a href="/${sample.id}.html">HTML</a> · <a href="/${sample.id}.txt">text</a></li>`,
  ).join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Email templates</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto"><h1>Email templates</h1><ul>${rows}</ul></body></html>`;
}

const server = createServer((request, response) => {
  const path = new URL(request.url ?? "/", "http://preview").pathname;
  if (path === "/") {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(index());
    return;
  }
  if (path === "/logo.png") {
    response.writeHead(200, { "content-type": "image/png" }).end(logo);
    return;
  }
  const art = /^\/art\/mail\/([a-z0-9-]+)\.png$/.exec(path);
  if (art) {
    readFile(join(import.meta.dirname, "..", "public", productMailArtSrc(art[1] ?? ""))).then(
      (png) => response.writeHead(200, { "content-type": "image/png" }).end(png),
      () => response.writeHead(404).end(),
    );
    return;
  }
  const match = /^\/([a-z-]+)\.(html|txt)$/.exec(path);
  const sample = match && EMAIL_SAMPLES.find((each) => each.id === match[1]);
  if (!match || !sample) {
    response
      .writeHead(404, { "content-type": "application/json" })
      .end(JSON.stringify({ code: "not_found:email", message: "No such template; the index lists them." }));
    return;
  }
  const email = sample.build(SAMPLE_BRAND);
  if (match[2] === "txt") {
    response
      .writeHead(200, { "content-type": "text/plain; charset=utf-8" })
      .end(`Subject: ${email.subject}\n\n${email.text}`);
    return;
  }
  response
    .writeHead(200, { "content-type": "text/html; charset=utf-8" })
    .end(withMailArtFrom(email.html.replaceAll(`cid:${LOGO_CID}`, "/logo.png"), productMailArtSrc));
});

server.listen(port, "127.0.0.1", () => {
  console.log(`Email previews on http://127.0.0.1:${port}/ (${EMAIL_SAMPLES.length} templates)`);
});
