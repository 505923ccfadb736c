import { postOrderTo } from "../../support/order-request";

/** A fire cape ordered through the shop's API with `code` ($31.50 less 10%: $28.35); its status and answer. */
export async function orderWithCode(
  baseUrl: string,
  code: string,
  email: string,
): Promise<{ status: number; body: { message?: string; reference?: string } }> {
  const response = await postOrderTo(baseUrl, {
    method: "card",
    profile: { email, name: "Zezima", phone: "", rsn: "Zezima" },
    expectedTotalCents: 2_835,
    promoCode: code,
  });
  return { status: response.status, body: (await response.json()) as { message?: string; reference?: string } };
}

/** `count` such orders at once, each from its own cart and email: how many were placed, the messages of the rest. */
export async function raceForLastUse(
  baseUrl: string,
  code: string,
  count: number,
): Promise<{ placed: number; refusals: string[] }> {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, index) => orderWithCode(baseUrl, code, `racer-${index}@example.com`)),
  );
  return {
    placed: answers.filter((answer) => answer.status === 201).length,
    refusals: answers.filter((answer) => answer.status !== 201).map((answer) => answer.body.message ?? ""),
  };
}
