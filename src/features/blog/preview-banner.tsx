/** Shown on every blog page while preview is on, so nobody mistakes a draft for a published article. */
export function PreviewBanner({ path }: { path: string }) {
  return (
    <div
      role="status"
      data-testid="preview-banner"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-gold/50 bg-gold/10 px-4 py-3 text-sm text-parchment"
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
