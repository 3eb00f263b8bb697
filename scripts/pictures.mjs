#!/usr/bin/env node
/**
 * `npm run pictures`: writes the SVG pictures of docs/ from the built package
 * (dist/): one per game for the README (docs/pictures/<game>.svg, a few
 * seeded moves into a game, last move highlighted) and the option examples of
 * docs/rendering.md. Deterministic: the same build writes the same files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { variants } from '../dist/index.js';
import { createRng } from '../dist/kit.js';
import { capablanca } from '../dist/fairy.js';
import { renderSvg } from '../dist/svg.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'docs', 'pictures');
mkdirSync(out, { recursive: true });

const byId = (id) => variants.find((v) => v.id === id);

/** `plies` seeded random moves from the start; returns the position and the last move. */
function playSome(v, plies, seed) {
  const rng = createRng(seed);
  let position = v.setup();
  let last;
  for (let i = 0; i < plies && !v.status(position).over; i++) {
    const legal = v.legalMoves(position).filter((m) => m.from !== m.to);
    if (!legal.length) break;
    last = rng.pick(legal);
    position = v.play(position, last);
  }
  return { position, last };
}

function write(name, svg) {
  writeFileSync(join(out, name), `${svg}\n`);
  console.log(`docs/pictures/${name}`);
}

const README_GAMES = ['chess', 'draughts', 'diamond-checkers', 'diamond-kings', 'diamond-queens', 'dilkel', 'chess4'];
for (const id of README_GAMES) {
  const v = byId(id);
  const { position, last } = playSome(v, 6, 3);
  write(`${id}.svg`, renderSvg(v, position, { size: 320, ...(last ? { highlights: { lastMove: { from: last.from, to: last.to } } } : {}) }));
}

// The families: a crazyhouse game with pieces in hand (a scripted line: each side has taken a pawn),
// and the two larger draughts boards.
const crazyhouse = byId('crazyhouse');
const zhLine = ['e4', 'd5', 'exd5', 'Qxd5', 'Nc3', 'Qa5'];
const zh = zhLine.reduce((p, m) => crazyhouse.play(p, m), crazyhouse.setup());
write('crazyhouse.svg', renderSvg(crazyhouse, zh, { size: 320, highlights: { lastMove: { from: 'd5', to: 'a5' } } }));
for (const id of ['international', 'canadian']) {
  const v = byId(id);
  const { position, last } = playSome(v, 6, 3);
  write(`${id}.svg`, renderSvg(v, position, { size: 320, ...(last ? { highlights: { lastMove: { from: last.from, to: last.to } } } : {}) }));
}

// docs/rendering.md: one picture per option.
const chess = byId('chess');
const afterE4 = chess.play(chess.setup(), 'e4');
write('chess-black.svg', renderSvg(chess, afterE4, { orientation: 'black', size: 280, highlights: { lastMove: { from: 'e2', to: 'e4' } } }));
const italian = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6'].reduce((p, m) => chess.play(p, m), chess.setup());
write('chess-highlights.svg', renderSvg(chess, italian, { size: 280, labels: false, highlights: { selected: 'f3', destinations: chess.movesFrom(italian, 'f3').map((m) => m.to) } }));
const mate = ['f3', 'e5', 'g4', 'Qh4#'].reduce((p, m) => chess.play(p, m), chess.setup());
write('chess-check.svg', renderSvg(chess, mate, { size: 280, highlights: { check: 'e1', lastMove: { from: 'd8', to: 'h4' } } }));
write('chess-letters.svg', renderSvg(chess, italian, { size: 280, pieces: 'letters' }));
write('chess-colours.svg', renderSvg(chess, chess.setup(), { size: 280, labels: false, colors: { light: '#dee3e6', dark: '#8ca2ad', players: { black: '#3b2f6b' } } }));
const dilkel = byId('dilkel');
write('dilkel-blue.svg', renderSvg(dilkel, dilkel.setup(), { orientation: 'blue', size: 320, labels: false }));
const draughts = byId('draughts');
write('draughts-black.svg', renderSvg(draughts, draughts.setup(), { orientation: 'black', size: 280 }));

// docs/shogi.md: the page's short game after eleven moves (pieces in hand), its last move highlighted.
const { shogi } = await import('../dist/fairy.js');
const shogiLine = ['7g7f', '3c3d', '8h2b+', '3a2b', 'B*4e', 'B*3c', '4e3d', '3c7g+', '8i7g', '2b3c', '3d2c'];
const sg = shogiLine.reduce((p, m) => shogi.play(p, m), shogi.setup());
const shogiLast = shogi.legalMoves(shogiLine.slice(0, -1).reduce((p, m) => shogi.play(p, m), shogi.setup())).find((m) => m.usi === shogiLine.at(-1));
write('shogi.svg', renderSvg(shogi, sg, { size: 360, highlights: { lastMove: { from: shogiLast.from, to: shogiLast.to } } }));

// docs/shogi.md, xiangqi.md, janggi.md "Square names": each family's node names on its start position
// (the shogi family's USI squares along the edges as its diagrams write them; xiangqi and janggi
// name every point, Fairy-Stockfish's a1…i10).
const { xiangqi, janggi } = await import('../dist/fairy.js');
for (const [name, v] of [['shogi', shogi], ['xiangqi', xiangqi], ['janggi', janggi]]) {
  write(`${name}-squares.svg`, renderSvg(v, v.setup(), { size: 400, labels: true }));
}

// A game defined as data (boardwright/fairy): its standard pieces as figures, the others lettered.
write('capablanca.svg', renderSvg(capablanca, capablanca.setup(), { size: 400 }));

// docs/fairy.md "Move shapes": a move with two parts and moves that turn stones, each after it is played.
{
  const { duck, amazons, flipello, ataxx } = await import('../dist/fairy.js');
  // Duck chess: e2-e4, then the duck (the wall) to e5; the duck's square is the one selected.
  const duckMove = duck.legalMoves(duck.setup()).find((m) => m.uci === 'e2e4,e4e5');
  write('duck-move.svg', renderSvg(duck, duck.play(duck.setup(), duckMove), { size: 320, highlights: { lastMove: duckMove, selected: duckMove.wall } }));
  // Amazons: the queen d1-d7, then her arrow from d7 to g7.
  const arrow = amazons.legalMoves(amazons.setup()).find((m) => m.from === 'd1' && m.to === 'd7' && m.wall === 'g7');
  write('amazons-arrow.svg', renderSvg(amazons, amazons.play(amazons.setup(), arrow), { size: 320, highlights: { lastMove: arrow, selected: arrow.wall } }));
  // Othello: a stone dropped on d4 encloses eight lines; the eight stones it turns are marked.
  const ring = flipello.parse(`8/8/1P1P1P2/2ppp3/1Pp1pP2/2ppp3/1P1P1P2/8[${'P'.repeat(30)}${'p'.repeat(30)}] w - - 0 1`);
  const flip = flipello.legalMoves(ring).find((m) => m.to === 'd4');
  write('othello-flip.svg', renderSvg(flipello, flipello.play(ring, flip), { size: 320, highlights: { lastMove: flip, destinations: flip.flips } }));
  // Ataxx: a jump b2-b4 turns the black stones around b4 (b3, c4).
  const before = ataxx.parse('7/7/7/2pp3/1p5/1P5/7 w - - 0 1');
  const jump = ataxx.legalMoves(before).find((m) => m.uci === 'b2b4');
  write('ataxx-jump.svg', renderSvg(ataxx, ataxx.play(before, jump), { size: 320, highlights: { lastMove: jump, destinations: jump.flips } }));
}

// docs/fairy.md: the stone games as their players know them (a few seeded moves in, last move highlighted):
// Connect Four's blue frame, Gomoku's stones on intersections, Othello's green board.
const stoneGames = await import('../dist/fairy.js');
for (const id of ['connectfour', 'gomoku', 'flipello']) {
  const v = stoneGames[id];
  const { position, last } = playSome(v, 8, 3);
  write(`${id}.svg`, renderSvg(v, position, { size: 320, ...(last ? { highlights: { lastMove: { from: last.from, to: last.to } } } : {}) }));
}
