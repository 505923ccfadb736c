import { describe, expect, it } from "vitest";
import { AppError } from "../http/errors";
import { withProviderTimeout } from "./provider-timeout";

describe("withProviderTimeout", () => {
  it("passes a prompt answer through", async () => {
    await expect(withProviderTimeout(Promise.resolve("ok"), 1_000, "slow")).resolves.toBe("ok");
  });

  it("passes a prompt failure through unchanged", async () => {
    const failure = new Error("card declined");
    await expect(withProviderTimeout(Promise.reject(failure), 1_000, "slow")).rejects.toBe(failure);
  });

  it("gives up with a 503 unavailable:payment_provider and the given message", async () => {
    const never = new Promise<string>(() => {});
    const error = await withProviderTimeout(never, 20, "The payment provider did not answer.").catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: "unavailable:payment_provider",
      status: 503,
      message: "The payment provider did not answer.",
    });
  });

  it("ignores a failure that arrives after the timeout", async () => {
    let fail: (error: Error) => void = () => {};
    const late = new Promise<string>((_resolve, reject) => {
      fail = reject;
    });
    await expect(withProviderTimeout(late, 10, "slow")).rejects.toMatchObject({ code: "unavailable:payment_provider" });
    fail(new Error("too late"));
    await new Promise((done) => setTimeout(done, 10));
  });
});
