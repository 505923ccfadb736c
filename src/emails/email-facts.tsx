import { Column, Row, Section } from "@react-email/components";
import { BODY_FONT, EMAIL_COLOURS } from "./email-theme";

const cell = { fontFamily: BODY_FONT, fontSize: "15px", lineHeight: "22px", padding: "4px 0", verticalAlign: "top" };

/** Label and value pairs as a two-column table (trade details, a message's sender). */
export function EmailFacts({ facts }: { facts: readonly (readonly [string, string])[] }) {
  return (
    <Section style={{ margin: "0 0 16px" }}>
      {facts.map(([label, value]) => (
        <Row key={label}>
          <Column style={{ ...cell, color: EMAIL_COLOURS.muted, width: "40%", paddingRight: "12px" }}>{label}</Column>
          <Column style={{ ...cell, color: EMAIL_COLOURS.parchment, fontWeight: 700 }}>{value}</Column>
        </Row>
      ))}
    </Section>
  );
}
