#!/usr/bin/env node
/**
 * `node scripts/extract-glyphs.mjs`: writes src/svg/glyphs/cjk-outlines.ts, the outlines of the few
 * CJK characters the traditional piece faces need (xiangqi, janggi, the shogi family), so that
 * `renderSvg` draws them as paths and a page needs no CJK font. Run at development time only, on a
 * machine with Debian's fonts-noto-cjk (SIL OFL 1.1; the notice is src/svg/glyphs/OFL.txt) and the
 * devDependency fontkit (it reads the .ttc collection); the build and the tests read the written
 * module, never a font.
 *
 * Each outline is centred on the ideographic em box (1000 units, from -120 to 880) and scaled to a
 * box of UNITS units with y pointing down, its coordinates rounded to whole units and written as
 * relative path commands (a curve whose control points lie on its chord becomes a line), which
 * keeps the data small. Deterministic: the same font writes the same file.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FONT = process.env.CJK_FONT ?? '/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc';
/** The em box is drawn UNITS wide: 250 keeps a rounding error under 0.1 px on a 40 px character. */
const UNITS = 250;
const SCALE = UNITS / 1000;
/** The ideographic em box's centre in font units (Noto CJK: -120 … 880). */
const CENTRE_X = 500, CENTRE_Y = 380;

/** The characters of each face set and the font face (by its CJK region) whose forms they take. */
const SETS = {
  // Xiangqi (traditional Chinese forms), janggi (the same hanja) and Manchu chess's banner.
  chinese: { face: 'NotoSerifCJKtc-Bold', chars: '帥將仕士相象傌馬俥車炮砲兵卒楚漢包旗' },
  // Shogi (Japanese forms; 將 as printed on pieces), its promoted faces, and tori shogi's birds.
  japanese: { face: 'NotoSerifCJKjp-Bold', chars: '王玉將飛車角行金銀桂馬香歩兵龍成と鵬鶴雉鶉左右鷹鵰燕鴈' },
};

const r = (v) => Math.round(v);

/** One glyph's path data: absolute font units in, relative whole units out. */
function pathOf(glyph) {
  let out = '';
  let x = 0, y = 0; // the pen, in output units
  let startX = 0, startY = 0;
  const at = (fx, fy) => [r((fx - CENTRE_X) * SCALE), r((CENTRE_Y - fy) * SCALE)];
  // A number needs a space before it only after another number and when it has no minus sign.
  const num = (v) => (v >= 0 && /[0-9]$/.test(out) ? ` ${v}` : String(v));
  let last = '';
  const cmd = (c, vs) => {
    if (c !== last || c === 'm') out += c;
    last = c;
    for (const v of vs) out += num(v);
  };
  for (const { command, args } of glyph.path.commands) {
    if (command === 'moveTo') {
      const [nx, ny] = at(args[0], args[1]);
      cmd('m', [nx - x, ny - y]);
      x = startX = nx; y = startY = ny;
    } else if (command === 'lineTo') {
      const [nx, ny] = at(args[0], args[1]);
      if (nx === x && ny === y) continue;
      cmd('l', [nx - x, ny - y]);
      x = nx; y = ny;
    } else if (command === 'quadraticCurveTo' || command === 'bezierCurveTo') {
      const points = [];
      for (let i = 0; i < args.length; i += 2) points.push(at(args[i], args[i + 1]));
      const [nx, ny] = points[points.length - 1];
      // Control points on the chord (within half a unit): a straight line.
      const len = Math.hypot(nx - x, ny - y);
      const straight = points.slice(0, -1).every(([px, py]) => (len === 0 ? px === x && py === y : Math.abs((nx - x) * (py - y) - (ny - y) * (px - x)) / len <= 0.5));
      if (straight) {
        if (nx === x && ny === y) continue;
        cmd('l', [nx - x, ny - y]);
      } else {
        cmd(command === 'quadraticCurveTo' ? 'q' : 'c', points.flatMap(([px, py]) => [px - x, py - y]));
      }
      x = nx; y = ny;
    } else if (command === 'closePath') {
      out += 'z';
      last = 'z';
      x = startX; y = startY;
    }
  }
  return out;
}

const blocks = [];
let total = 0;
for (const [name, { face, chars }] of Object.entries(SETS)) {
  const font = fontkit.openSync(FONT, face);
  const lines = [];
  for (const ch of [...new Set(chars)]) {
    const glyph = font.glyphForCodePoint(ch.codePointAt(0));
    if (!glyph || glyph.id === 0 || glyph.path.commands.length === 0) throw new Error(`${face} has no outline for ${ch}`);
    const d = pathOf(glyph);
    total += d.length;
    lines.push(`  '${ch}': '${d}',`);
  }
  blocks.push(`/** ${chars.length} characters from ${face} (${font.copyright}). */\nexport const ${name.toUpperCase()}: Readonly<Record<string, string>> = {\n${lines.join('\n')}\n};`);
}

const header = `/*! Outlines from Noto Serif CJK, © 2017-2022 Adobe (http://www.adobe.com/), licensed under the SIL Open Font License 1.1 (OFL.txt beside this file). */
/**
 * Outlines of the CJK characters on traditional piece faces, as SVG path data: each centred on the
 * origin in a ${UNITS}-unit em box, y down. Written by scripts/extract-glyphs.mjs from Debian's
 * fonts-noto-cjk (Noto Serif CJK Bold); do not edit by hand. Subset and converted (a Modified
 * Version under the OFL), distributed under the SIL Open Font License 1.1: see OFL.txt.
 */

/** Units of the em box the outlines are drawn in (a character \`size\` wide is drawn at \`size / EM\`). */
export const EM = ${UNITS};
`;
const file = join(root, 'src', 'svg', 'glyphs', 'cjk-outlines.ts');
writeFileSync(file, `${header}\n${blocks.join('\n\n')}\n`);
console.log(`${file}: ${total} characters of path data`);
