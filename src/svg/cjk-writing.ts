/**
 * CJK characters written on a piece as outlines (src/svg/glyphs, taken from Noto Serif CJK, SIL OFL
 * 1.1): a picture that says 帥 or 歩兵 needs no CJK font on the page that shows it.
 */
import { element, num } from '../core/svg/markup.js';
import { CHINESE, EM, JAPANESE } from './glyphs/cjk-outlines.js';

/** Which forms to write in: Chinese (xiangqi and janggi sets) or Japanese (shogi's). */
export type Script = 'chinese' | 'japanese';

const OUTLINES: Readonly<Record<Script, Readonly<Record<string, string>>>> = { chinese: CHINESE, japanese: JAPANESE };

/** A scale factor to four decimals (num's two would distort a 0.2 scale by 2%). */
const fine = (v: number): string => String(Math.round(v * 10000) / 10000);

/** Whether every character of `writing` has an outline in `script` (else the caller writes the international face). */
export function canWrite(writing: string, script: Script): boolean {
  const outlines = OUTLINES[script];
  return writing.length > 0 && [...writing].every((ch) => Object.hasOwn(outlines, ch));
}

/**
 * `writing` centred on the origin, one character `size` units high, two or more stacked top to bottom
 * (as on a shogi piece) and narrowed to `narrow` of their width. Each character is one path naming
 * it (`data-char`), so a test can count what a piece says.
 */
export function writeCjk(writing: string, script: Script, size: number, fill: string, narrow = 1): string {
  const chars = [...writing];
  const outlines = OUTLINES[script];
  const k = size / EM;
  let out = '';
  chars.forEach((ch, i) => {
    const y = (i - (chars.length - 1) / 2) * size;
    const d = outlines[ch] as string;
    const transform = `translate(0 ${num(y)}) scale(${fine(k * narrow)} ${fine(k)})`;
    out += element('path', { class: 'bw-cjk', 'data-char': ch, d, transform, fill });
  });
  return out;
}
