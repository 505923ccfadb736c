const TITLE_COUNT = /^\(\d+\) /;

/** The title with `count` in front, "(3) Messages | …", or without a count when it is 0; never two counts. */
export function titleWithCount(title: string, count: number): string {
  const base = title.replace(TITLE_COUNT, "");
  return count > 0 ? `(${count}) ${base}` : base;
}
