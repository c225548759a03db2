/** Text as XML character data or a quoted attribute value (sitemap.xml, the RSS feed of the jobs). */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * Text as a CDATA section, which the boards' feeds ask for (Indeed reads no entities). A section ends
 * at the first `]]>`, so that sequence is split across two sections: the text reads back unchanged.
 * Characters XML 1.0 forbids anywhere (control characters but tab and line ends) are dropped.
 */
export function cdata(text: string): string {
  // eslint-disable-next-line no-control-regex -- these are exactly the characters XML cannot carry
  const clean = text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "");
  return `<![CDATA[${clean.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}
