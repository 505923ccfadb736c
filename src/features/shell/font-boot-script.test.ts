// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { FONT_BOOT_SCRIPT, FONTS_FALLBACK_ATTRIBUTE, FONTS_LOADED_KEY } from "./font-boot-script";

type Face = { family: string; weight: string; style: string; status: string; load: ReturnType<typeof vi.fn> };

/** A stand-in for document.fonts: the faces of the page's @font-face rules and the loadingdone event. */
function fontSet(declared: [family: string, weight: string][]) {
  const faces: Face[] = declared.map(([family, weight]) => ({
    family,
    weight,
    style: "normal",
    status: "unloaded",
    load: vi.fn(() => Promise.resolve()),
  }));
  const listeners: (() => void)[] = [];
  const set = {
    forEach: (fn: (face: Face) => void) => faces.forEach(fn),
    addEventListener: (type: string, fn: () => void) => {
      if (type === "loadingdone") listeners.push(fn);
    },
  };
  const loadingDone = () => {
    for (const fn of listeners) fn();
  };
  return { faces, set, loadingDone };
}

/** Runs the script in the head of a page still loading, as the document's parser does. */
function run(declared: [string, string][], connection?: { effectiveType?: string; saveData?: boolean }) {
  const fonts = fontSet(declared);
  Object.defineProperty(document, "fonts", { value: fonts.set, configurable: true });
  Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
  Object.defineProperty(navigator, "connection", { value: connection, configurable: true });
  document.documentElement.removeAttribute(FONTS_FALLBACK_ATTRIBUTE);
  new Function(FONT_BOOT_SCRIPT)();
  return fonts;
}

/** The page's load event, and the task the script leaves its after-load work to, run at once. */
function pageLoaded(): void {
  vi.useFakeTimers();
  try {
    Object.defineProperty(document, "readyState", { value: "complete", configurable: true });
    window.dispatchEvent(new Event("load"));
    vi.runAllTimers();
  } finally {
    vi.useRealTimers();
  }
}

const loadCalls = (faces: Face[]) => faces.map((face) => face.load.mock.calls.length);
const drawnInFallback = () => document.documentElement.getAttribute(FONTS_FALLBACK_ATTRIBUTE);

// next/font/local names the families after the exports of src/app/fonts.ts, quoted or not. Whether
// SHOP_FONT_FAMILIES still matches what the build declares is for the browser: first-paint.e2e.ts
// ("a first visit over a slow link…") finds nothing remembered and nothing preloaded if it does not.
const PAGE_FACES: [string, string][] = [
  ['"cinzel"', "600"],
  ['"cinzel"', "700"],
  ["inter", "400 700"],
  ["Cinzel Fallback", "600"],
  ["Inter Fallback Roboto", "400"],
];
const SLOW_LINKS = [{ effectiveType: "3g" }, { effectiveType: "2g" }, { effectiveType: "4g", saveData: true }];

afterEach(() => {
  localStorage.clear();
});

describe("the font boot script", () => {
  it("loads the shop's faces, and only those, where the link is fast or its speed unknown, and draws them", () => {
    for (const connection of [undefined, { effectiveType: "4g" }, {}]) {
      expect(loadCalls(run(PAGE_FACES, connection).faces), JSON.stringify(connection)).toEqual([1, 1, 1, 0, 0]);
      expect(drawnInFallback(), JSON.stringify(connection)).toBeNull();
    }
  });

  it("on a slow first visit, draws both families in their fallback faces and fetches them once the page has loaded", () => {
    for (const connection of [{ effectiveType: "3g" }, { effectiveType: "2g" }]) {
      const { faces } = run(PAGE_FACES, connection);
      expect(loadCalls(faces), JSON.stringify(connection)).toEqual([0, 0, 0, 0, 0]);
      expect(drawnInFallback()).toBe("cinzel inter");
      pageLoaded();
      expect(loadCalls(faces), JSON.stringify(connection)).toEqual([1, 1, 1, 0, 0]);
    }
  });

  it("with save-data, draws the fallback faces and fetches nothing", () => {
    const { faces } = run(PAGE_FACES, { effectiveType: "4g", saveData: true });
    expect(drawnInFallback()).toBe("cinzel inter");
    pageLoaded();
    expect(loadCalls(faces)).toEqual([0, 0, 0, 0, 0]);
  });

  it("on a slow link, preloads a family this browser has every face of, and draws a family it lacks a face of in its fallback", () => {
    localStorage.setItem(FONTS_LOADED_KEY, JSON.stringify(["cinzel 700 normal", "inter 400 700 normal"]));
    for (const connection of SLOW_LINKS) {
      const { faces } = run(PAGE_FACES, connection);
      expect(loadCalls(faces), JSON.stringify(connection)).toEqual([0, 0, 1, 0, 0]);
      expect(drawnInFallback(), JSON.stringify(connection)).toBe("cinzel");
      pageLoaded();
      expect(loadCalls(faces), JSON.stringify(connection)).toEqual(
        connection.saveData ? [0, 0, 1, 0, 0] : [1, 1, 1, 0, 0],
      );
    }
    localStorage.setItem(
      FONTS_LOADED_KEY,
      JSON.stringify(["cinzel 600 normal", "cinzel 700 normal", "inter 400 700 normal"]),
    );
    for (const connection of SLOW_LINKS) {
      expect(loadCalls(run(PAGE_FACES, connection).faces), JSON.stringify(connection)).toEqual([1, 1, 1, 0, 0]);
      expect(drawnInFallback(), JSON.stringify(connection)).toBeNull();
    }
  });

  it("remembers each of the shop's faces as it loads, and nothing else", () => {
    const { faces, loadingDone } = run(PAGE_FACES, { effectiveType: "3g" });
    for (const face of faces.filter((face) => face.weight !== "600")) face.status = "loaded";
    loadingDone();
    expect(JSON.parse(localStorage.getItem(FONTS_LOADED_KEY) ?? "null")).toEqual([
      "cinzel 700 normal",
      "inter 400 700 normal",
    ]);
    for (const face of faces) face.status = "loaded";
    loadingDone();
    expect(JSON.parse(localStorage.getItem(FONTS_LOADED_KEY) ?? "null")).toEqual([
      "cinzel 700 normal",
      "inter 400 700 normal",
      "cinzel 600 normal",
    ]);
  });

  it("reads what it cannot parse as nothing loaded, and does nothing on a page without the shop's faces", () => {
    localStorage.setItem(FONTS_LOADED_KEY, "{not json");
    expect(loadCalls(run(PAGE_FACES, { effectiveType: "3g" }).faces)).toEqual([0, 0, 0, 0, 0]);
    expect(drawnInFallback()).toBe("cinzel inter");
    localStorage.setItem(FONTS_LOADED_KEY, JSON.stringify({ cinzel: true }));
    expect(loadCalls(run(PAGE_FACES, { effectiveType: "3g" }).faces)).toEqual([0, 0, 0, 0, 0]);
    expect(drawnInFallback()).toBe("cinzel inter");
    expect(loadCalls(run([["Cinzel Fallback", "600"]], { effectiveType: "3g" }).faces)).toEqual([0]);
    expect(drawnInFallback()).toBeNull();
  });
});
