import { describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { routeMethods } from "./route-methods";

const methods = routeMethods("cart", {
  GET: () => Response.json({ ok: true }),
  POST: () => {
    throw new AppError("conflict:cart", "Changed meanwhile.");
  },
});

describe("routeMethods", () => {
  it("serves the given methods inside the error model and answers the rest with the JSON 405", async () => {
    const request = (method: string) => new Request("http://x/", { method });
    expect(await (await methods.GET(request("GET"), undefined)).json()).toEqual({ ok: true });
    const conflict = await methods.POST(request("POST"), undefined);
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({ code: "conflict:cart", message: "Changed meanwhile." });
    for (const method of ["PUT", "PATCH", "DELETE"] as const) {
      const refused = await methods[method](request(method), undefined);
      expect(refused.status).toBe(405);
      expect(refused.headers.get("allow")).toBe("GET, POST");
      expect(await refused.json()).toEqual({
        code: "method_not_allowed:cart",
        message: "This address only answers GET, POST.",
      });
    }
  });
});
