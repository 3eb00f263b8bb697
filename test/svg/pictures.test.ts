/**
 * The committed pictures (docs/pictures/*.svg, written by `npm run pictures`)
 * are checked for structure, not compared byte for byte: each is well-formed,
 * names its game, draws every node of that game's board once and only pieces
 * on real nodes; every picture the README and docs/rendering.md show exists.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { variants, type AnyVariant } from '../../src/index.js';
import * as fairy from '../../src/variants/fairy/index.js';
import { readSvg } from './helpers.js';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
/** Pictures a page shows: relative (`pictures/x.svg`, `docs/pictures/x.svg`) or the README's absolute GitHub links (so they show on npm), mapped to the committed files. */
const shown = (page: string) =>
  [...read(page).matchAll(/\]\((?:https:\/\/raw\.githubusercontent\.com\/boardwright\/boardwright\/main\/)?((?:docs\/)?pictures\/[\w-]+\.svg)\)/g)].map((m) => (m[1]?.startsWith('docs/') ? m[1] : `docs/${m[1]}`));

/** Games of boardwright/fairy a page may show (the root's games first: ids they share are the root's). */
const FAIRY: AnyVariant[] = (Object.values(fairy) as unknown[]).filter((x): x is AnyVariant => typeof x === 'object' && x !== null && 'id' in x && 'legalMoves' in x && !variants.some((v) => v.id === (x as AnyVariant).id));

describe('docs pictures', () => {
  const pictures = [...new Set([...shown('README.md'), ...shown('docs/rendering.md')])];

  it('the README shows one picture of each of the seven games and one of each family (crazyhouse, international, canadian)', () => {
    const games = shown('README.md').map((p) => /pictures\/([\w-]+)\.svg$/.exec(p)?.[1]);
    expect(games.sort()).toEqual(['canadian', 'chess', 'chess4', 'crazyhouse', 'diamond-checkers', 'diamond-kings', 'diamond-queens', 'dilkel', 'draughts', 'international']);
  });

  it.each(pictures.map((p) => [p]))('%s exists and is a well-formed board of its game', (path) => {
    expect(existsSync(new URL(path, root)), path).toBe(true);
    const drawn = readSvg(read(path));
    const v = [...variants, ...FAIRY].find((x) => x.id === drawn.root.attrs['data-variant']) as AnyVariant;
    expect(v, `data-variant of ${path}`).toBeDefined();
    expect([...drawn.nodes.keys()].sort()).toEqual([...v.board.names].sort());
    for (const piece of drawn.pieces) {
      expect(v.board.names).toContain(piece.attrs['data-node']);
      expect(v.players).toContain(piece.attrs['data-player']);
    }
    expect(drawn.pieces.length).toBeGreaterThan(0);
  });
});
