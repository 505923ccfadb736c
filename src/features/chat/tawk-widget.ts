import { type ChatWidget, loadScript } from "./chat-widget";

type TawkApi = {
  onLoad?: () => void;
  hideWidget?: () => void;
  showWidget?: () => void;
  maximize?: () => void;
  setAttributes?: (attributes: Record<string, string>, callback?: (error?: unknown) => void) => void;
  addEvent?: (name: string, metadata?: Record<string, string>, callback?: (error?: unknown) => void) => void;
};

declare global {
  interface Window {
    Tawk_API?: TawkApi;
    Tawk_LoadStart?: Date;
  }
}

/** Tawk.to: loaded hidden, opened (maximised) by the shop's Live chat button. */
export function createTawkWidget(propertyId: string, widgetId: string): ChatWidget {
  let loaded = false;
  return {
    async load() {
      window.Tawk_API = window.Tawk_API ?? {};
      window.Tawk_LoadStart = new Date();
      window.Tawk_API.onLoad = () => {
        loaded = true;
        window.Tawk_API?.hideWidget?.();
      };
      return loadScript(`https://embed.tawk.to/${propertyId}/${widgetId}`, () => loaded);
    },
    open(message) {
      const api = window.Tawk_API;
      if (!loaded || !api?.maximize) return false;
      api.showWidget?.();
      api.maximize();
      if (message) api.addEvent?.("shop-message", { message });
      return true;
    },
  };
}
