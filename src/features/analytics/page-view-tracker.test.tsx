// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAGE_VIEW_DELAY_MS, PAGE_VIEW_TITLE_WAIT_MS } from "@/domain/analytics/events";
import { PageViewTracker } from "./page-view-tracker";

vi.mock("next/navigation", () => ({
  usePathname: () => "/privacy",
  useSearchParams: () => new URLSearchParams(),
}));

type View = { event: string; page_path: string; page_title: string };
const views = () => (window.dataLayer ?? []) as View[];

beforeEach(() => {
  vi.useFakeTimers();
  window.dataLayer = [];
  document.head.innerHTML = "";
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  // The unit files share one window (isolate: false): leave no data layer behind.
  delete window.dataLayer;
  document.title = "";
});

/** Lets timers run and the MutationObserver's callbacks (microtasks) after them. */
async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe("PageViewTracker", () => {
  it("pushes one page_view with the title 100 ms after the navigation, not sooner", async () => {
    document.title = "Privacy | RuneForge";
    render(<PageViewTracker />);
    await pass(PAGE_VIEW_DELAY_MS - 1);
    expect(views()).toHaveLength(0);
    await pass(1);
    expect(views()).toEqual([
      expect.objectContaining({ event: "page_view", page_path: "/privacy", page_title: "Privacy | RuneForge" }),
    ]);
    await pass(PAGE_VIEW_TITLE_WAIT_MS * 2);
    expect(views()).toHaveLength(1);
  });

  it("waits for a title the new page sets after the delay, and pushes once with it", async () => {
    render(<PageViewTracker />);
    await pass(PAGE_VIEW_DELAY_MS + 200);
    expect(views()).toHaveLength(0);
    await act(async () => {
      document.title = "Privacy | RuneForge";
      await Promise.resolve();
    });
    expect(views().map((view) => view.page_title)).toEqual(["Privacy | RuneForge"]);
    await pass(PAGE_VIEW_TITLE_WAIT_MS * 2);
    expect(views()).toHaveLength(1);
  });

  it("pushes without a title once the wait is over, rather than not at all", async () => {
    render(<PageViewTracker />);
    await pass(PAGE_VIEW_DELAY_MS + PAGE_VIEW_TITLE_WAIT_MS - 1);
    expect(views()).toHaveLength(0);
    await pass(1);
    expect(views().map((view) => view.page_title)).toEqual([""]);
  });

  it("pushes nothing for a page left before the delay", async () => {
    document.title = "Privacy | RuneForge";
    const { unmount } = render(<PageViewTracker />);
    await pass(PAGE_VIEW_DELAY_MS / 2);
    unmount();
    await pass(PAGE_VIEW_DELAY_MS + PAGE_VIEW_TITLE_WAIT_MS);
    expect(views()).toHaveLength(0);
  });

  it("counts a page left while its title is awaited, without a title rather than the next page's", async () => {
    const { unmount } = render(<PageViewTracker />);
    await pass(PAGE_VIEW_DELAY_MS + 200);
    document.title = "";
    unmount();
    document.title = "Next page | RuneForge";
    await pass(PAGE_VIEW_TITLE_WAIT_MS * 2);
    expect(views().map((view) => view.page_title)).toEqual([""]);
  });
});
