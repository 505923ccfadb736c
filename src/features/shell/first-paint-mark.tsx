/** The id of the element that ends the page's first screen (ADR 0042). */
export const FIRST_PAINT_MARK_ID = "first-paint-mark";

/**
 * Marks the end of what the page's first frame must show: its lead, the largest text of the first
 * screen. Chromium otherwise paints the header alone from the first slice of the parsed body, then
 * the lead a frame later, each frame laying out the whole page so far (on a slowed phone the lead
 * came 60 to 420 ms after the header). `<link rel="expect" blocking="render">` holds the frames
 * until the mark is parsed, so the header and the lead are drawn together. React hoists the link
 * into the head, the only place it counts; browsers without it ignore it. Render it once a page,
 * inside (at the end of) the lead element, so it moves nothing: a page without it is never held.
 */
export function FirstPaintMark() {
  return (
    <>
      <link rel="expect" href={`#${FIRST_PAINT_MARK_ID}`} blocking="render" />
      <span id={FIRST_PAINT_MARK_ID} hidden />
    </>
  );
}
