import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/free-port.mjs";
import { EMAIL_SAMPLES, SAMPLE_BRAND } from "../../src/emails/email-samples";

/*
 * `npm run emails` as typed: the preview server starts on PORT, lists every template and serves
 * each as HTML (with the inline logo and line pictures it refers to) and as text.
 */

const ROOT = resolve(import.meta.dirname, "../..");
let server: ChildProcess;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // Its own process group, so the stop below ends npm, tsx and the server together.
  server = spawn("npm", ["run", "--silent", "emails"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  server.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  await new Promise<void>((ready, fail) => {
    server.stdout?.on("data", (chunk) => {
      output += chunk;
      if (output.includes("Email previews on")) ready();
    });
    server.once("exit", (code) => fail(new Error(`npm run emails exited with ${code}:\n${output}`)));
  });
});

afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = once(server, "exit");
    process.kill(-server.pid, "SIGTERM");
    await exited;
  }
});

describe("npm run emails", () => {
  it("lists every template, each as HTML and as text", async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    const index = await response.text();
    for (const sample of EMAIL_SAMPLES) {
      expect(index).toContain(`href="/${sample.id}.html"`);
      expect(index).toContain(`href="/${sample.id}.txt"`);
    }
  });

  it("serves each template's HTML and text parts as the shop renders them", async () => {
    for (const sample of EMAIL_SAMPLES) {
      const email = sample.build(SAMPLE_BRAND);
      const html = await fetch(`${base}/${sample.id}.html`);
      expect(html.status, sample.id).toBe(200);
      expect(html.headers.get("content-type")).toContain("text/html");
      const body = await html.text();
      expect(body).toContain(`<title>${email.subject.replace(/&/g, "&amp;")}</title>`);
      expect(body).toContain('src="/logo.png"');
      const text = await fetch(`${base}/${sample.id}.txt`);
      expect(text.status, sample.id).toBe(200);
      expect(await text.text()).toBe(`Subject: ${email.subject}\n\n${email.text}`);
    }
    const logo = await fetch(`${base}/logo.png`);
    expect(logo.headers.get("content-type")).toBe("image/png");
    expect(
      Buffer.from(await logo.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");
  });

  it("shows each line's picture from the committed file the transport would attach", async () => {
    const receipt = await (await fetch(`${base}/receipt.html`)).text();
    expect(receipt).toContain('src="/art/mail/fire-cape.png"');
    expect(receipt).not.toContain("cid:art-");
    const picture = await fetch(`${base}/art/mail/fire-cape.png`);
    expect(picture.headers.get("content-type")).toBe("image/png");
    expect(
      Buffer.from(await picture.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");
    expect((await fetch(`${base}/art/mail/no-such-product.png`)).status).toBe(404);
  });

  it("answers an unknown template with a 404 in JSON", async () => {
    const response = await fetch(`${base}/no-such-email.html`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "not_found:email" });
  });
});
