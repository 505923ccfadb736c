import { X } from "lucide-react";
import { Button } from "./button";

/** The square × button in a dialog's or drawer's header; `label` is its accessible name. */
export function DialogCloseButton({ label, onClick, testId }: { label: string; onClick: () => void; testId?: string }) {
  return (
    <Button variant="secondary" size="icon" onClick={onClick} aria-label={label} data-testid={testId}>
      <X aria-hidden="true" className="size-5" />
    </Button>
  );
}
