/**
 * A small, strict XML reader for tests: it refuses anything that is not
 * well-formed (unbalanced or crossed tags, bad names, unquoted or repeated
 * attributes, stray `<` or `&`, text outside the root) and returns the element
 * tree, so tests can check the SVG's structure without a DOM.
 */

export interface XmlElement {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  /** Text directly inside this element, entities decoded. */
  text: string;
}

const NAME = /^[A-Za-z_:][A-Za-z0-9_.:-]*/;
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string, where: number): string {
  if (raw.includes('<')) throw new Error(`"<" in text or attribute at ${where}`);
  return raw.replace(/&([^;]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(';')) throw new Error(`unterminated entity at ${where}`);
    if (name in ENTITIES) return ENTITIES[name] as string;
    const code = /^#\d+$/.test(name) ? Number(name.slice(1)) : /^#x[0-9a-fA-F]+$/.test(name) ? parseInt(name.slice(2), 16) : undefined;
    if (code !== undefined) {
      // A character reference must name an XML character too (&#27; is as bad as the raw escape).
      const char = code <= 0x10ffff ? String.fromCodePoint(code) : '\u0000';
      if (firstNonXmlChar(char) >= 0) throw new Error(`character reference &${name}; names no XML character at ${where}`);
      return char;
    }
    throw new Error(`unknown entity &${name}; at ${where}`);
  });
}

/**
 * The XML 1.0 `Char` production, code point by code point: tab, line feed,
 * carriage return, U+0020–U+D7FF, U+E000–U+FFFD, U+10000–U+10FFFF. A lone
 * surrogate half is no character at all.
 */
export function firstNonXmlChar(source: string): number {
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i);
    if (c === 0x9 || c === 0xa || c === 0xd || (c >= 0x20 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd)) continue;
    if (c >= 0xd800 && c <= 0xdbff) {
      const low = source.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        i++;
        continue;
      }
    }
    return i;
  }
  return -1;
}

/** Parses a whole document (one root element, optional XML declaration); throws on any fault. */
export function parseXml(source: string): XmlElement {
  const bad = firstNonXmlChar(source);
  if (bad >= 0) throw new Error(`U+${source.charCodeAt(bad).toString(16).toUpperCase().padStart(4, '0')} at ${bad} is not an XML character`);
  let i = 0;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  if (source.startsWith('<?xml')) {
    const end = source.indexOf('?>');
    if (end < 0) throw new Error('unterminated XML declaration');
    i = end + 2;
  }
  while (i < source.length) {
    const lt = source.indexOf('<', i);
    const chunk = source.slice(i, lt < 0 ? source.length : lt);
    const top = stack[stack.length - 1];
    if (top) top.text += decode(chunk, i);
    else if (chunk.trim() !== '') throw new Error(`text outside the root element at ${i}`);
    if (lt < 0) break;
    i = lt + 1;
    if (source.startsWith('!--', i)) {
      const end = source.indexOf('-->', i);
      if (end < 0) throw new Error('unterminated comment');
      i = end + 3;
      continue;
    }
    if (source[i] === '/') {
      const name = NAME.exec(source.slice(i + 1))?.[0];
      if (!name) throw new Error(`bad closing tag at ${i}`);
      i += 1 + name.length;
      while (/\s/.test(source[i] ?? '')) i++;
      if (source[i] !== '>') throw new Error(`bad closing tag </${name} at ${i}`);
      i++;
      const open = stack.pop();
      if (!open || open.name !== name) throw new Error(`</${name}> closes <${open?.name ?? 'nothing'}>`);
      continue;
    }
    const name = NAME.exec(source.slice(i))?.[0];
    if (!name) throw new Error(`bad tag name at ${i}`);
    i += name.length;
    const attrs: Record<string, string> = {};
    for (;;) {
      const space = /^\s*/.exec(source.slice(i))?.[0].length ?? 0;
      i += space;
      if (source.startsWith('/>', i) || source[i] === '>') break;
      if (space === 0) throw new Error(`attributes of <${name}> not separated at ${i}`);
      const attr = NAME.exec(source.slice(i))?.[0];
      if (!attr) throw new Error(`bad attribute name in <${name}> at ${i}`);
      i += attr.length;
      const m = /^\s*=\s*(["'])/.exec(source.slice(i));
      if (!m) throw new Error(`attribute ${attr} of <${name}> is not quoted at ${i}`);
      i += m[0].length;
      const close = source.indexOf(m[1] as string, i);
      if (close < 0) throw new Error(`unterminated attribute ${attr}`);
      if (attr in attrs) throw new Error(`attribute ${attr} repeated in <${name}>`);
      attrs[attr] = decode(source.slice(i, close), i);
      i = close + 1;
    }
    const element: XmlElement = { name, attrs, children: [], text: '' };
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(element);
    else if (root) throw new Error('a second root element');
    else root = element;
    if (source.startsWith('/>', i)) i += 2;
    else {
      i += 1;
      stack.push(element);
    }
  }
  if (stack.length) throw new Error(`<${stack[stack.length - 1]?.name}> is never closed`);
  if (!root) throw new Error('no root element');
  return root;
}

/** Every element of the tree, depth first. */
export function allElements(root: XmlElement): XmlElement[] {
  const out: XmlElement[] = [];
  const todo = [root];
  while (todo.length) {
    const e = todo.pop() as XmlElement;
    out.push(e);
    for (let k = e.children.length - 1; k >= 0; k--) todo.push(e.children[k] as XmlElement);
  }
  return out;
}

/** Whether an element has a class. */
export function hasClass(e: XmlElement, name: string): boolean {
  return (e.attrs.class ?? '').split(/\s+/).includes(name);
}
