import { describe, expect, it } from 'vitest';
import { parseXml } from './xml.js';

describe('the test XML reader refuses what is not well-formed', () => {
  it.each([
    ['<a><b></a></b>', 'crossed tags'],
    ['<a>', 'an unclosed element'],
    ['<a x=1/>', 'an unquoted attribute'],
    ['<a x="1" x="2"/>', 'a repeated attribute'],
    ['<a>1 < 2</a>', 'a raw <'],
    ['<a>&nbsp;</a>', 'an unknown entity'],
    ['<a>& b</a>', 'a stray &'],
    ['<a/><b/>', 'two roots'],
    ['text<a/>', 'text outside the root'],
    ['<a x="1"y="2"/>', 'attributes run together'],
  ])('%s (%s)', (source) => {
    expect(() => parseXml(source)).toThrow();
  });

  it('reads nesting, attributes and decoded text', () => {
    const root = parseXml('<?xml version="1.0"?><svg a="x &amp; y"><g><text>1 &lt; 2</text></g><rect/></svg>');
    expect(root.attrs.a).toBe('x & y');
    expect(root.children.map((c) => c.name)).toEqual(['g', 'rect']);
    expect(root.children[0]?.children[0]?.text).toBe('1 < 2');
  });
});
