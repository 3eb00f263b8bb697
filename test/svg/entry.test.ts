/**
 * Drawing is a view of the rules, apart from them (issue 30): `boardwright/svg`'s
 * `renderSvg(variant, position, options?)` draws any game, the game objects carry no drawing
 * method — only their look, as data — and neither the contract nor any game reaches the drawer's
 * modules, so an app that only plays never carries them.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defineVariant, rect, variants, type Position } from '../../src/index.js';
import { chess } from '../../src/variants/chess/index.js';
import { draughts } from '../../src/variants/draughts/index.js';
import { fairyVariants, shogi, xiangqi } from '../../src/variants/fairy/index.js';
import { renderSvg } from '../../src/svg/index.js';
import { codeOf } from '../support/code-of.js';

const src = fileURLToPath(new URL('../../src/', import.meta.url));


/** The modules `file` imports (`import … from`, `export … from`); with `values`, only those whose bindings exist at run time. */
function importsOf(file: string, values: boolean): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?\bfrom\s+'(\.[^']+)'/gm)) {
    if (values && m[1]) continue;
    out.push(resolve(dirname(file), (m[2] as string).replace(/\.js$/, '.ts')));
  }
  return out;
}

/** Every module `entry` reaches through its imports (a walk with an explicit stack, no recursion). */
function reach(entry: string, values: boolean): Set<string> {
  const seen = new Set([entry]);
  const stack = [entry];
  while (stack.length > 0) {
    for (const next of importsOf(stack.pop() as string, values)) {
      if (!seen.has(next)) { seen.add(next); stack.push(next); }
    }
  }
  return seen;
}

const isDrawer = (file: string): boolean => file.startsWith(`${src}core/svg/`) || file.startsWith(`${src}svg/`);
const rel = (file: string): string => file.slice(src.length);

describe('boardwright/svg: the drawer apart from the rules', () => {
  const games = [...variants, ...fairyVariants, shogi, xiangqi];

  it('no game object has a renderSvg method; every one carries its look as data', () => {
    for (const v of games) {
      expect('renderSvg' in v, `${v.id} has renderSvg`).toBe(false);
      expect(typeof v.look, `${v.id}'s look`).toBe('object');
    }
  });

  it('renderSvg draws a game from its look: chess on squares, xiangqi on points, shogi with its own pieces', () => {
    expect(renderSvg(chess, chess.setup())).toContain('class="bw-node bw-dark" data-node="a1"');
    expect(renderSvg(xiangqi, xiangqi.setup())).toContain('bw-point');
    expect(renderSvg(shogi, shogi.setup())).toContain('bw-shogi-piece');
  });

  it.each([
    ['null', null], ['a string', 'chess'], ['an object that is no variant', {}], ['a position', chess.setup()],
  ])('renderSvg of %s instead of a variant is INVALID_ARGUMENT', (_what, value) => {
    expect(codeOf(() => renderSvg(value as never, chess.setup()))).toBe('INVALID_ARGUMENT');
  });

  it("a position of another game is INVALID_ARGUMENT, as the game's own calls say", () => {
    expect(codeOf(() => renderSvg(chess, draughts.setup() as never))).toBe('INVALID_ARGUMENT');
  });

  it('a game that does not say what stands where (no pieceReader) is drawn as its bare board', () => {
    const position = { variant: 'bare', turn: 'a' } as Position;
    const bare = defineVariant({
      id: 'bare', name: 'Bare', players: ['a', 'b'], createBoard: () => rect(2, 2),
      setup: () => position, parse: () => position, format: () => 'x', legalMoves: () => [], apply: (p) => p,
      status: () => ({ over: true, reason: 'no-moves' }), hash: () => 0, render: () => '', svg: { cells: 'squares' },
    });
    const svg = renderSvg(bare, bare.setup());
    expect(svg.match(/class="bw-square"/g)).toHaveLength(4);
    expect(svg).not.toContain('bw-piece ');
  });

  it('the contract (src/core/variant.ts) imports nothing from the drawer, types included', () => {
    expect([...reach(`${src}core/variant.ts`, false)].filter(isDrawer).map(rel)).toEqual([]);
  });

  it.each(['chess', 'draughts', 'diamond', 'dilkel', 'chess4', 'fairy'])('boardwright/%s reaches no module of the drawer at run time', (game) => {
    expect([...reach(`${src}variants/${game}/index.ts`, true)].filter(isDrawer).map(rel)).toEqual([]);
  });
});
