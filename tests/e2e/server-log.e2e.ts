import { expect, test, withOwnServer } from "./support/fixtures";

/*
 * Issue 12, item 6, against the production build: once the server has started, everything it
 * writes is one JSON object per line (Next's own error output included), and a visitor's email,
 * message or a newline they typed never reaches it. Next's start-up banner comes before the
 * shop's code runs and is the only plain text.
 */

const EMAIL = "server.log.q9@example.com";
const BODY = "Body text q9 that must stay out of the log";
const FORGED = '\n{"level":"fatal","msg":"forged entry"}\n';

// Every test below uses the one server withOwnServer starts with this file's settings (a beforeAll,
// run once per worker), so they run in one worker, in the order written.
test.describe.configure({ mode: "serial" });
const server = withOwnServer({ ENABLE_TEST_ROUTES: "1" });

/** The output from the shop's first entry on (the lines before it are Next's banner). */
function logLines(): string[] {
  const lines = server().output().split("\n");
  const first = lines.findIndex((line) => line.startsWith('{"level":'));
  return lines.slice(first).filter((line) => line.trim() !== "");
}

test.describe("the production server's log", () => {
  test("holds one JSON object per line and no personal data, through a contact message and a page that throws", async () => {
    const contact = await fetch(`${server().baseUrl}/api/brevo/fallback`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: EMAIL, message: `${BODY}${FORGED}` }),
    });
    expect(contact.status).toBe(202);
    const { id } = (await contact.json()) as { id: string };
    const failing = await fetch(`${server().baseUrl}/test-routes/server-error?email=${encodeURIComponent(EMAIL)}`);
    expect(failing.status).toBe(500);

    // Wait for the entries these requests produce: the queued message, the waiting email, the render error.
    await expect
      .poll(
        () => {
          const text = logLines().join("\n");
          return text.includes(id) && text.includes("Deliberate failure") && text.includes("email waiting");
        },
        { timeout: 15_000 },
      )
      .toBe(true);

    const lines = logLines();
    const entries = lines.map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`a log line is not JSON: ${line}`);
      }
    });
    expect(entries.some((entry) => entry.messageId === id)).toBe(true);
    expect(entries.some((entry) => entry.msg === "email waiting in the outbox (SMTP_URL is not set)")).toBe(true);
    const renderError = entries.find((entry) => entry.source === "console" && entry.level === "error");
    expect(renderError?.err).toMatchObject({ message: "Deliberate failure for the 500-page test" });
    expect(entries.filter((entry) => entry.msg === "forged entry")).toEqual([]);
    const text = lines.join("\n");
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain(BODY);
  });
});
