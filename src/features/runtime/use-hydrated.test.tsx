// @vitest-environment happy-dom
import { act, type ReactElement, type ReactNode, Suspense, use } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { CART_STORAGE_KEY, getCartServerSnapshot } from "@/features/cart/cart-store";
import { cartPageHarness } from "../../../tests/support/cart-page-harness";
import { FIRE_CAPE } from "../../../tests/support/fixtures";

/*
 * The page hydrates with what the server rendered, then learns it is in a browser in a transition
 * (HydratedProvider): useHydrated turns true and useCart shows the stored cart afterwards, with no
 * hydration mismatch on the way, and without the synchronous re-render useSyncExternalStore does.
 */

const STORED_UUID = "5f0c6d2e-8a41-4b7e-9c3d-2e1f0a9b8c7d";
const SERVER_UUID = getCartServerSnapshot().uuid;

type Loaded = typeof import("./use-hydrated") & typeof import("@/features/cart/use-cart");
const page = cartPageHarness();
// Fresh per test (the harness resets the modules): the cart store keeps the cart it first read.
let loaded: Loaded;

beforeEach(async () => {
  loaded = { ...(await import("./use-hydrated")), ...(await import("@/features/cart/use-cart")) };
});

function storeFireCape(): void {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ uuid: STORED_UUID, cartItems: [FIRE_CAPE] }));
}

function Provider({ children }: { children: ReactNode }) {
  return <loaded.HydratedProvider>{children}</loaded.HydratedProvider>;
}

function Probe() {
  return <p>{loaded.useHydrated() ? "in the browser" : "as served"}</p>;
}

function Count() {
  const { uuid, cartItems } = loaded.useCart();
  return <p>{`${cartItems.length} in ${uuid}`}</p>;
}

const never = new Promise<never>(() => {});

function LinesOnTheWay() {
  use(never);
  return null;
}

function Lines() {
  const { cartItems } = loaded.useCart();
  return (
    <>
      <p>{`${cartItems.length} lines`}</p>
      {cartItems.length > 0 ? <LinesOnTheWay /> : null}
    </>
  );
}

/** Renders `render()` as the server would, then hydrates it; returns the server's HTML and what hydration reported. */
async function serveAndHydrate(render: () => ReactElement): Promise<{ html: string; errors: unknown[] }> {
  const html = renderToString(render());
  page.container.innerHTML = html;
  const errors: unknown[] = [];
  await act(async () => {
    page.root = hydrateRoot(page.container, render(), { onRecoverableError: (error) => errors.push(error) });
  });
  return { html, errors };
}

describe("useHydrated", () => {
  it("is false on the server and while hydrating, true once the page has hydrated", async () => {
    const { html, errors } = await serveAndHydrate(() => (
      <Provider>
        <Probe />
      </Provider>
    ));
    expect(html).toContain("as served");
    expect(errors).toEqual([]);
    expect(page.container.textContent).toBe("in the browser");
  });

  it("is true at once in a component mounted after hydration", async () => {
    await serveAndHydrate(() => <Provider>{null}</Provider>);
    await act(async () => {
      page.root?.render(
        <Provider>
          <Probe />
        </Provider>,
      );
    });
    expect(page.container.textContent).toBe("in the browser");
  });
});

describe("useCart across hydration", () => {
  it("hydrates with the server's empty cart, then shows the cart in storage", async () => {
    storeFireCape();
    const { html, errors } = await serveAndHydrate(() => (
      <Provider>
        <Count />
      </Provider>
    ));
    expect(html).toContain(`0 in ${SERVER_UUID}`);
    expect(errors).toEqual([]);
    expect(page.container.textContent).toBe(`1 in ${STORED_UUID}`);
  });

  it("renders the stored cart in a transition: a reader that suspends keeps the served page instead of its fallback", async () => {
    storeFireCape();
    // A synchronous re-render (what useSyncExternalStore does with a hydrated snapshot that differs
    // from the server's) would hide the served lines behind the fallback. The boundary sits
    // outside the provider: one inside would still be hydrating on its own when the provider
    // changes, and a boundary that changes before it has hydrated is drawn anew either way.
    await serveAndHydrate(() => (
      <Suspense fallback={<p>loading</p>}>
        <Provider>
          <Lines />
        </Provider>
      </Suspense>
    ));
    expect(page.container.textContent).toBe("0 lines");
  });
});
