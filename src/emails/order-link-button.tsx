import { Link, Section, Text } from "@react-email/components";
import { buttonStyle, linkStyle, mutedStyle } from "./email-theme";

/** The private order page as a button, with the address under it for clients that hide buttons. */
export function OrderLinkButton({ url, label = "Follow your order" }: { url: string; label?: string }) {
  return (
    <Section style={{ margin: "0 0 20px" }}>
      <Link href={url} style={buttonStyle}>
        {label}
      </Link>
      <Text style={{ ...mutedStyle, margin: "8px 0 0", wordBreak: "break-all" }}>
        Or open:{" "}
        <Link href={url} style={linkStyle}>
          {url}
        </Link>
      </Text>
    </Section>
  );
}
