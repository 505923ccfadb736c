import { Column, Img } from "@react-email/components";
import type { CSSProperties } from "react";
import { MAIL_ART_SHOWN, mailArtSrcFor } from "@/domain/art/mail-art";

/**
 * A line's product picture in the first cell of its row, from the inline part the transport
 * attaches (src/domain/art/mail-art.ts). alt="": the name beside it says what it is. Nothing for a
 * line without a picture: its name starts the row.
 */
export function LinePicture({ sku, style }: { sku: string; style?: CSSProperties }) {
  const src = mailArtSrcFor(sku);
  if (!src) return null;
  return (
    // The width attribute too: Outlook's Word engine sizes cells by it, not by CSS.
    <Column
      width={String(MAIL_ART_SHOWN.width + 12)}
      style={{ width: `${MAIL_ART_SHOWN.width + 12}px`, verticalAlign: "middle", ...style }}
    >
      <Img
        src={src}
        width={String(MAIL_ART_SHOWN.width)}
        height={String(MAIL_ART_SHOWN.height)}
        alt=""
        style={{ display: "block", border: 0 }}
      />
    </Column>
  );
}
