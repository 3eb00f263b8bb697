/**
 * Writing SVG as text: escaped attributes and text, numbers rounded so the
 * output is short and stable. No DOM, so it runs anywhere.
 */

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Characters XML 1.0 forbids anywhere in a document (outside its `Char`
 * production): C0 controls other than tab, line feed and carriage return,
 * U+FFFE, U+FFFF and lone surrogates (the `u` flag reads a surrogate pair as
 * one code point, so only unpaired halves match).
 */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** What a character XML forbids becomes: U+FFFD, the Unicode replacement character. */
export const REPLACEMENT = '\uFFFD';

/**
 * Escapes text for an XML attribute value or text node. Every string that
 * enters a picture passes here, so characters XML forbids (see
 * {@link NOT_XML_CHAR}) are replaced by U+FFFD and the picture stays
 * well-formed whatever a title, colour, player id or node name holds.
 */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML_CHAR, REPLACEMENT).replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

/** A number with at most two decimals (no `-0`). */
export function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return String(rounded === 0 ? 0 : rounded);
}

/** Attribute values: numbers are rounded, `undefined` drops the attribute. */
export type Attrs = Readonly<Record<string, string | number | undefined>>;

function attrs(values: Attrs): string {
  let out = '';
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    out += ` ${name}="${typeof value === 'number' ? num(value) : escapeXml(String(value))}"`;
  }
  return out;
}

/**
 * One element: self-closing without content, else with its (already written) children.
 * @example
 * ```ts
 * element('circle', { cx: 1, cy: 2, r: 3 }) // '<circle cx="1" cy="2" r="3"/>'
 * ```
 */
export function element(name: string, values: Attrs, children?: string): string {
  return children === undefined ? `<${name}${attrs(values)}/>` : `<${name}${attrs(values)}>${children}</${name}>`;
}

/** A text element with escaped content. */
export function text(values: Attrs, content: string): string {
  return element('text', values, escapeXml(content));
}
