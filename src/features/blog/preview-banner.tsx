import { noticeClass } from "@/components/ui/notice";
/** Shown on every blog page while preview is on, so nobody mistakes a draft for a published article. */
export function PreviewBanner({ path }: { path: string }) {
  return (
    <div
      role="status"
      data-testid="preview-banner"
      className={noticeClass({ className: "mb-6 flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm" })}
    >
      <span>Preview mode is on: draft articles are visible to you.</span>
      <a
        href={`/api/preview/exit?redirect=${encodeURIComponent(path)}`}
        className="font-semibold text-gold underline underline-offset-2"
      >
        Leave preview
      </a>
    </div>
  );
}
