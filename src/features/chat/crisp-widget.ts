import { type ChatWidget, loadScript } from "./chat-widget";

type CrispQueue = unknown[][] & { is?: (state: string) => boolean };

declare global {
  interface Window {
    $crisp?: CrispQueue;
    CRISP_WEBSITE_ID?: string;
  }
}

/** Crisp (crisp.chat): its launcher stays hidden, the shop's Live chat button opens it. */
export function createCrispWidget(websiteId: string): ChatWidget {
  const ready = () => typeof window.$crisp?.is === "function";
  return {
    async load() {
      window.$crisp = [] as CrispQueue;
      window.CRISP_WEBSITE_ID = websiteId;
      window.$crisp.push(["do", "chat:hide"]);
      return loadScript("https://client.crisp.chat/l.js", ready);
    },
    open(message) {
      const crisp = window.$crisp;
      if (!crisp || !ready()) return false;
      crisp.push(["do", "chat:show"]);
      crisp.push(["do", "chat:open"]);
      if (message) crisp.push(["set", "message:text", [message]]);
      return true;
    },
  };
}
