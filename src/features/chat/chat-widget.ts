/** What the shop needs from a live chat vendor. Adapters load the vendor's script and drive its API. */
export type ChatWidget = {
  /** Loads the vendor; resolves true once its API answers, false when the script is blocked or never gets ready. */
  load(): Promise<boolean>;
  /** Opens the chat, with an optional first message; false when the widget is not ready. */
  open(message?: string): boolean;
};

export type { ChatSettings as ChatConfig } from "@/domain/shell/site-config";

const READY_TIMEOUT_MS = 8_000;

/** Adds the vendor's script and waits until `isReady` says its API is there. */
export function loadScript(src: string, isReady: () => boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    const started = Date.now();
    const poll = () => {
      if (isReady()) resolve(true);
      else if (Date.now() - started > READY_TIMEOUT_MS) resolve(false);
      else setTimeout(poll, 100);
    };
    script.onload = poll;
    // An ad blocker or a network failure: the widget is missing.
    script.onerror = () => resolve(false);
    document.head.append(script);
  });
}
