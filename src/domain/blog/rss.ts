/** An RSS 2.0 feed; every text is escaped, so no title can break the XML. */
export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (character) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[character]};`,
  );
}

export function buildRssFeed(input: {
  title: string;
  siteUrl: string;
  description: string;
  items: { title: string; url: string; description: string; date: string; author: string }[];
}): string {
  const items = input.items
    .map(
      (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.url)}</link>
      <guid isPermaLink="true">${escapeXml(item.url)}</guid>
      <description>${escapeXml(item.description)}</description>
      <pubDate>${new Date(`${item.date}T00:00:00Z`).toUTCString()}</pubDate>
      <dc:creator>${escapeXml(item.author)}</dc:creator>
    </item>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(input.title)}</title>
    <link>${escapeXml(input.siteUrl)}</link>
    <description>${escapeXml(input.description)}</description>
    <language>en</language>
${items}
  </channel>
</rss>
`;
}
