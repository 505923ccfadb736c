import { Body, Container, Head, Hr, Html, Img, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import type { EmailBrand } from "./email-brand";
import { EMAIL_COLOURS, headingStyle, linkStyle, mutedStyle } from "./email-theme";
import { LOGO_CID } from "./logo";

export type EmailLayoutProps = {
  brand: EmailBrand;
  /** The email's subject, as the document's title (a browser or a client's "view online" shows it). */
  title: string;
  /** The line inboxes show after the subject. */
  preview: string;
  heading: string;
  children: ReactNode;
  /** Where the reader stops this kind of email, when it has a way to (cart reminders, step emails). */
  optOut?: { note?: string; label: string; url: string };
};

/**
 * The frame of every email: logo and shop name, a stone card on the night background, then the
 * support address and the opt-out. Tables (react-email's Container and Section) hold the layout,
 * since Outlook's Word engine ignores most CSS for divs; 600 px wide, narrowing on phones.
 */
export function EmailLayout({ brand, title, preview, heading, children, optOut }: EmailLayoutProps) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <title>{title}</title>
        <meta name="color-scheme" content="dark" />
        <meta name="supported-color-schemes" content="dark" />
      </Head>
      <Body style={{ backgroundColor: EMAIL_COLOURS.night, margin: 0, padding: "24px 0" }}>
        <Preview>{preview}</Preview>
        <Container style={{ maxWidth: "600px", width: "100%", margin: "0 auto" }}>
          <Section style={{ padding: "0 16px 16px" }}>
            <Link href={brand.siteUrl} style={{ ...linkStyle, textDecoration: "none" }}>
              <Img
                src={`cid:${LOGO_CID}`}
                width="48"
                height="48"
                alt={brand.siteName}
                style={{ display: "inline-block", verticalAlign: "middle", border: 0 }}
              />
              <span style={{ ...headingStyle, fontSize: "20px", marginLeft: "12px", verticalAlign: "middle" }}>
                {brand.siteName}
              </span>
            </Link>
          </Section>
          <Section
            style={{
              backgroundColor: EMAIL_COLOURS.stone,
              border: `1px solid ${EMAIL_COLOURS.border}`,
              borderRadius: "12px",
              padding: "24px 20px",
            }}
          >
            <Text style={headingStyle}>{heading}</Text>
            {children}
          </Section>
          <Section style={{ padding: "16px" }}>
            <Text style={mutedStyle}>
              Questions? Write to{" "}
              <Link href={`mailto:${brand.supportEmail}`} style={linkStyle}>
                {brand.supportEmail}
              </Link>{" "}
              or reply to this email.
            </Text>
            {optOut ? (
              <Text style={mutedStyle}>
                {optOut.note ? `${optOut.note} ` : null}
                <Link href={optOut.url} style={linkStyle}>
                  {optOut.label}
                </Link>
              </Text>
            ) : null}
            <Hr style={{ borderColor: EMAIL_COLOURS.border, margin: "8px 0 12px" }} />
            <Text style={{ ...mutedStyle, margin: 0 }}>
              {brand.siteName} ·{" "}
              <Link href={brand.siteUrl} style={linkStyle}>
                {brand.siteUrl.replace(/^https?:\/\//, "").replace(/\/$/, "")}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
