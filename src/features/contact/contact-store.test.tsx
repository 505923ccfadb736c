// @vitest-environment happy-dom
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it } from "vitest";
import { closeContactModal, openContactModal, useContactModal } from "./contact-store";

/*
 * Every page hydrates the contact modal's host closed. The store starts as the very snapshot the
 * server renders with, so hydration is the host's only render: any other object, even an equal
 * one, makes React render it again synchronously right after hydration.
 */

let renders = 0;

function Host() {
  renders += 1;
  const { open, mode } = useContactModal();
  return <p>{open ? `open (${mode})` : "closed"}</p>;
}

let root: Root | null = null;
const container = document.createElement("div");

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  container.remove();
});

it("hydrates closed without rendering again, and still follows the store", async () => {
  container.innerHTML = renderToString(<Host />);
  document.body.append(container);
  renders = 0;
  await act(async () => {
    root = hydrateRoot(container, <Host />);
  });
  expect(renders).toBe(1);
  expect(container.textContent).toBe("closed");

  await act(async () => openContactModal("fallback"));
  expect(container.textContent).toBe("open (fallback)");
  await act(async () => closeContactModal());
  expect(container.textContent).toBe("closed");
});
