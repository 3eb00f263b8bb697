/**
 * Writing SVG as text: escaped attributes and text, numbers rounded so the
 * output is short and stable. No DOM, so it runs anywhere.
 */

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes text for an XML attribute value or text node. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
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
    out += ` ${name}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`;
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
