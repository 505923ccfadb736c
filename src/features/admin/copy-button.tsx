"use client";

import { useState } from "react";
import { ScriptButton } from "./script-button";

/**
 * Copies a secret shown once (an enrolment link, the recovery codes, the app's key) to the
 * clipboard, and says so in a live region; where the clipboard is refused (an insecure origin, a
 * denied permission) it says to select the text instead.
 */
export function CopyButton({ text, label, testId }: { text: string; label: string; testId: string }) {
  const [said, setSaid] = useState("");
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <ScriptButton
        type="button"
        variant="secondary"
        pad={4}
        data-testid={testId}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(text);
            setSaid("Copied.");
          } catch {
            setSaid("The browser did not allow copying: select the text and copy it.");
          }
        }}
      >
        {label}
      </ScriptButton>
      <span role="status" className="text-sm text-parchment-muted" data-testid={`${testId}-status`}>
        {said}
      </span>
    </span>
  );
}

/** Saves text as a file the browser downloads (made here: nothing is sent to the server). */
export function DownloadButton({
  text,
  filename,
  label,
  testId,
}: {
  text: string;
  filename: string;
  label: string;
  testId: string;
}) {
  return (
    <ScriptButton
      type="button"
      variant="secondary"
      pad={4}
      data-testid={testId}
      onClick={() => {
        const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
        const link = document.createElement("a");
        link.href = url;
        link.download = filename;
        link.click();
        // After the click has started the download.
        setTimeout(() => URL.revokeObjectURL(url), 0);
      }}
    >
      {label}
    </ScriptButton>
  );
}
