/**
 * Pieces drawn as their players know them (`pieces: 'traditional'`, the default for xiangqi, janggi
 * and the shogi family): each face's characters are outlines in the picture (`<path class="bw-cjk"
 * data-char="…">`), so no font is needed. The expected faces are the published ones
 * (en.wikipedia.org/wiki/Xiangqi, /Janggi, /Shogi, /Tori_shogi, /Kyoto_shogi: "Pieces"), counted
 * from each game's start position as its rules describe it.
 */
import { describe, expect, it } from 'vitest';
import { defineFairy, janggi, kyotoshogi, manchu, micro, minishogi, minixiangqi, shogi, torishogi, xiangqi } from '../../src/variants/fairy/index.js';
import { renderSvg } from '../../src/svg/index.js';
import { codeOf } from '../support/code-of.js';
import { CHINESE, EM, JAPANESE } from '../../src/svg/glyphs/cjk-outlines.js';
import { readSvg } from './helpers.js';
import { allElements, hasClass, type XmlElement } from './xml.js';


/** The characters each piece says, in order, by seat: "player:chars" sorted. */
function faces(svg: string): string[] {
  return readSvg(svg).pieces.map((p) => `${p.attrs['data-player']}:${allElements(p).filter((e) => hasClass(e, 'bw-cjk')).map((e) => e.attrs['data-char']).join('')}`).sort();
}

/** How many of `list` equal `item`. */
const count = (list: readonly string[], item: string): number => list.filter((x) => x === item).length;

/** The first element under `e` with the class. */
const first = (e: XmlElement, cls: string): XmlElement | undefined => allElements(e).find((x) => hasClass(x, cls));

describe('xiangqi pieces are red and black discs with their characters', () => {
  const [red, black] = xiangqi.players as [string, string];
  const drawn = faces(renderSvg(xiangqi, xiangqi.setup()));

  it('each side\'s sixteen pieces say 帥/將, 仕/士 ×2, 相/象 ×2, 傌/馬 ×2, 俥/車 ×2, 炮/砲 ×2, 兵/卒 ×5', () => {
    expect(drawn).toHaveLength(32);
    const want: Record<string, number> = { 帥: 1, 仕: 2, 相: 2, 傌: 2, 俥: 2, 炮: 2, 兵: 5 };
    const wantBlack: Record<string, number> = { 將: 1, 士: 2, 象: 2, 馬: 2, 車: 2, 砲: 2, 卒: 5 };
    for (const [ch, n] of Object.entries(want)) expect(count(drawn, `${red}:${ch}`), ch).toBe(n);
    for (const [ch, n] of Object.entries(wantBlack)) expect(count(drawn, `${black}:${ch}`), ch).toBe(n);
  });

  it('a piece is a disc on its intersection, written in its side\'s ink (red for the first seat)', () => {
    const svg = renderSvg(xiangqi, xiangqi.setup());
    const general = readSvg(svg).pieces.find((p) => p.attrs['data-player'] === red && p.attrs['data-kind'] === 'K') as XmlElement;
    expect(first(general, 'bw-face')?.name).toBe('circle');
    expect(first(general, 'bw-cjk')?.attrs.fill).toBe('#c8102e');
    const other = readSvg(svg).pieces.find((p) => p.attrs['data-player'] === black && p.attrs['data-kind'] === 'K') as XmlElement;
    expect(first(other, 'bw-cjk')?.attrs.fill).toBe('#1a1a1a');
    // No text element: nothing on the pieces needs a font.
    expect(allElements(general).some((e) => e.name === 'text')).toBe(false);
  });

  it('Minixiangqi and Manchu chess use the same set (Manchu\'s banner is 旗)', () => {
    const mini = faces(renderSvg(minixiangqi, minixiangqi.setup()));
    expect(mini.every((f) => /:.$/u.test(f))).toBe(true);
    expect(count(faces(renderSvg(manchu, manchu.setup())), `${manchu.players[0]}:旗`)).toBe(1);
  });

  it('pieces: \'international\' keeps the Latin faces (no outlines; the chariot a rook figure)', () => {
    const svg = renderSvg(xiangqi, xiangqi.setup(), { pieces: 'international' });
    expect(svg).not.toContain('bw-cjk');
    expect(svg).toContain('bw-figure-rook');
    expect(renderSvg(xiangqi, xiangqi.setup(), { pieces: 'letters' })).not.toContain('bw-cjk');
  });
});

describe('janggi pieces are octagons in Cho\'s and Han\'s colours, in three sizes', () => {
  const [cho, han] = janggi.players as [string, string];

  it('Cho\'s general says 楚 and soldiers 卒, Han\'s 漢 and 兵; both sides 車 包 馬 象 士', () => {
    const drawn = faces(renderSvg(janggi, janggi.setup()));
    expect(drawn).toHaveLength(32);
    for (const [player, general, soldier] of [[cho, '楚', '卒'], [han, '漢', '兵']] as const) {
      expect(count(drawn, `${player}:${general}`)).toBe(1);
      expect(count(drawn, `${player}:${soldier}`)).toBe(5);
      for (const ch of ['車', '包', '馬', '象', '士']) expect(count(drawn, `${player}:${ch}`), ch).toBe(2);
    }
  });

  it('the general is the largest piece, chariot, cannon, horse and elephant the middle size, guards and soldiers the smallest; Cho green, Han red', () => {
    const svg = renderSvg(janggi, janggi.setup());
    const pieces = readSvg(svg).pieces;
    const radius = (kind: string): number => {
      const p = pieces.find((x) => x.attrs['data-kind'] === kind) as XmlElement;
      const outline = first(p, 'bw-face') as XmlElement;
      expect(outline.name).toBe('polygon');
      expect(outline.attrs.points?.split(' ')).toHaveLength(8);
      return Math.max(...(outline.attrs.points as string).split(' ').map((xy) => Number(xy.split(',')[0])));
    };
    const [k, r, c, n, b, a, p] = ['K', 'R', 'C', 'N', 'B', 'A', 'P'].map(radius) as number[];
    expect(k).toBeGreaterThan(r as number);
    expect(new Set([r, c, n, b]).size).toBe(1);
    expect(r).toBeGreaterThan(a as number);
    expect(a).toBe(p);
    const ink = (player: string): string | undefined => first(pieces.find((x) => x.attrs['data-player'] === player) as XmlElement, 'bw-cjk')?.attrs.fill;
    expect(ink(cho)).toBe('#11705a');
    expect(ink(han)).toBe('#c8102e');
  });
});

describe('shogi pieces are pentagons with their kanji', () => {
  const [sente, gote] = shogi.players as [string, string];

  it('the start position says 玉將 (gote 王將), 飛車, 角行, 金將 ×2, 銀將 ×2, 桂馬 ×2, 香車 ×2, 歩兵 ×9 for each side', () => {
    const drawn = faces(renderSvg(shogi, shogi.setup()));
    expect(drawn).toHaveLength(40);
    expect(count(drawn, `${sente}:玉將`)).toBe(1);
    expect(count(drawn, `${gote}:王將`)).toBe(1);
    for (const player of [sente, gote]) {
      for (const [face, n] of [['飛車', 1], ['角行', 1], ['金將', 2], ['銀將', 2], ['桂馬', 2], ['香車', 2], ['歩兵', 9]] as const) expect(count(drawn, `${player}:${face}`), face).toBe(n);
    }
  });

  it('promoted pieces say と, 成香, 成桂, 成銀, 龍馬, 龍王, in red', () => {
    const svg = renderSvg(shogi, shogi.parse('4k4/9/9/9/+P+L+N+S+B+R3/9/9/9/4K4 b - 1'));
    const drawn = readSvg(svg).pieces.filter((p) => p.attrs['data-player'] === sente && p.attrs['data-kind'] !== 'K');
    const said = drawn.map((p) => allElements(p).filter((e) => hasClass(e, 'bw-cjk')).map((e) => e.attrs['data-char']).join('')).sort();
    expect(said).toEqual(['と', '成桂', '成銀', '成香', '龍王', '龍馬'].sort());
    for (const p of drawn) for (const e of allElements(p).filter((x) => hasClass(x, 'bw-cjk'))) expect(e.attrs.fill).toBe('#c0161b');
  });

  it('a tokin (kind +P) says と in red', () => {
    const svg = renderSvg(shogi, shogi.parse('4k4/9/9/9/4+P4/9/9/9/4K4 b P 1'));
    const tokin = readSvg(svg).pieces.find((p) => p.attrs['data-shogi'] === '+P') as XmlElement;
    expect(tokin.attrs['data-kind']).toBe('+P');
    const kanji = allElements(tokin).filter((e) => hasClass(e, 'bw-cjk'));
    expect(kanji.map((e) => e.attrs['data-char'])).toEqual(['と']);
    expect(kanji[0]?.attrs.fill).toBe('#c0161b');
  });

  it('the pieces in hand say their kanji too (a pawn in sente\'s hand: 歩兵)', () => {
    const svg = renderSvg(shogi, shogi.parse('4k4/9/9/9/9/9/9/9/4K4 b P 1'));
    const hand = readSvg(svg).all.find((e) => hasClass(e, 'bw-hand-piece')) as XmlElement;
    expect(allElements(hand).filter((e) => hasClass(e, 'bw-cjk')).map((e) => e.attrs['data-char']).join('')).toBe('歩兵');
  });

  it('minishogi, kyoto, micro and tori shogi write their own faces (tori\'s phoenix 鵬, swallows 燕; kyoto\'s tokin と)', () => {
    expect(faces(renderSvg(minishogi, minishogi.setup())).filter((f) => f.endsWith(':歩兵'))).toHaveLength(2);
    const tori = faces(renderSvg(torishogi, torishogi.setup()));
    // Tori shogi's start: a phoenix, a falcon, two cranes, two pheasants, a left and a right quail, eight swallows a side.
    for (const player of torishogi.players) {
      for (const [face, n] of [['鵬', 1], ['鷹', 1], ['鶴', 2], ['雉', 2], ['左鶉', 1], ['右鶉', 1], ['燕', 8]] as const) expect(count(tori, `${player}:${face}`), face).toBe(n);
    }
    // Kyoto shogi's start: tokin, silver, king, gold, pawn a side (en.wikipedia.org/wiki/Kyoto_shogi).
    const kyoto = faces(renderSvg(kyotoshogi, kyotoshogi.setup()));
    for (const face of ['と', '銀將', '金將', '歩兵']) expect(count(kyoto, `${kyotoshogi.players[0]}:${face}`), face).toBe(1);
    expect(faces(renderSvg(micro, micro.setup())).every((f) => /:.+$/u.test(f))).toBe(true);
  });

  it('pieces: \'international\' (or the older kanji: false) writes letters; a bad style is INVALID_OPTION', () => {
    const p = shogi.parse('4k4/9/9/9/4+P4/9/9/9/4K4 b P 1');
    for (const options of [{ pieces: 'international' as const }, { kanji: false }]) {
      const svg = renderSvg(shogi, p, options);
      expect(svg).not.toContain('bw-cjk');
      expect(svg).toContain('>+P</text>');
    }
    expect(codeOf(() => renderSvg(shogi, p, { pieces: 'kanji' as never }))).toBe('INVALID_OPTION');
    expect(codeOf(() => renderSvg(xiangqi, xiangqi.setup(), { pieces: 'chinese' as never }))).toBe('INVALID_OPTION');
  });
});

describe('the outlines', () => {
  it('every character has a closed outline inside its em box', () => {
    for (const [ch, d] of [...Object.entries(CHINESE), ...Object.entries(JAPANESE)]) {
      expect(d, ch).toMatch(/^m[-\d]/);
      expect(d.endsWith('z'), ch).toBe(true);
      // Absolute position of the pen: every point stays within the em box (relative path, so add up).
      let x = 0, y = 0, sx = 0, sy = 0, min = 0, max = 0;
      for (const [, c, args] of d.matchAll(/([mlcqz])([^mlcqz]*)/g)) {
        const n = (args as string).match(/-?\d+/g)?.map(Number) ?? [];
        const step = c === 'c' ? 6 : c === 'q' ? 4 : 2;
        for (let i = 0; i + step <= n.length; i += step) {
          x += n[i + step - 2] as number; y += n[i + step - 1] as number;
          if (c === 'm' && i === 0) { sx = x; sy = y; }
          min = Math.min(min, x, y); max = Math.max(max, x, y);
        }
        if (c === 'z') { x = sx; y = sy; }
      }
      expect(min, ch).toBeGreaterThanOrEqual(-EM / 2 - 5);
      expect(max, ch).toBeLessThanOrEqual(EM / 2 + 5);
      expect(max - min, ch).toBeGreaterThan(EM / 3);
    }
  });

  it('a definition\'s pieceFaces must be \'xiangqi\', \'janggi\' or \'stones\'; a piece type the set does not write keeps its international face', () => {
    expect(codeOf(() => defineFairy({ id: 'bad', maxFile: 3, maxRank: 3, pieces: { K: 'king' }, startFen: '2k/3/K2 w - - 0 1', pieceFaces: 'shogi' as never }).setup())).toBe('INVALID_DEFINITION');
    const v = defineFairy({ id: 'mixed', maxFile: 3, maxRank: 3, pieces: { K: 'king', Q: 'queen' }, startFen: '2k/3/KQ1 w - - 0 1', castling: false, pieceFaces: 'xiangqi' });
    const svg = renderSvg(v, v.setup());
    expect(count(faces(svg), `${v.players[0]}:帥`)).toBe(1);
    expect(svg).toContain('bw-figure-queen');
  });
});
