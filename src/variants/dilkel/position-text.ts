/**
 * Position text, modelled on FEN4:
 * `<turn>-<eliminated>-<castle short>-<castle long>-<captured>-<en passant>-<plies>-<board>`.
 * Reading is strict and linear-time; every error names the field.
 */
import { excerpt, fail } from '../../core/errors.js';
import { lazy } from '../../core/lazy.js';
import type { DilkelOptions, DilkelPosition } from './position.js';
import { checkmatedToMove } from './elimination.js';
import { CAPTURED_ORDER, MAX_CAPTURED, fromEngine, loadEngine, toEngine } from './position.js';
import { resolveOptions, sortPieces } from './setup.js';
import { DILKEL_PLAYERS, DILKEL_SEATS, type DilkelPlayer } from './seating.js';
import { dilkelTables } from './tables.js';

const FIELDS = ['turn', 'eliminated', 'castle short', 'castle long', 'captured', 'en passant', 'plies', 'board'] as const;
const TURN_LETTERS = /* @__PURE__ */ DILKEL_SEATS.map((s) => s.letter.toUpperCase());
const SIZE = 14;

function bad(field: (typeof FIELDS)[number], message: string): never {
  return fail('INVALID_FEN', `Dilkel position text, field "${field}": ${message}`, { field });
}

/** The 14x14 grid as square names, rank 14 first; `''` where the cross has no square. */
const grid = /* @__PURE__ */ lazy((): string[][] => {
  const { board } = dilkelTables();
  const rows: string[][] = [];
  for (let y = SIZE - 1; y >= 0; y--) {
    const row: string[] = [];
    for (let x = 0; x < SIZE; x++) row.push(board.nodeId(square(x, y)) >= 0 ? square(x, y) : '');
    rows.push(row);
  }
  return rows;
});

/** Writes a position as text (read through the engine first: a malformed object is refused, and the text is canonical). */
export function formatPosition(position: DilkelPosition): string {
  const p = fromEngine(toEngine(position));
  const flags = (xs: readonly boolean[]): string => xs.map((x) => (x ? '1' : '0')).join(',');
  const out = DILKEL_PLAYERS.map((pl) => p.eliminated.some((e) => e.player === pl));
  const ranks: string[] = [];
  for (const row of grid()) {
    let line = '';
    let empty = 0;
    for (const name of row) {
      const piece = name === '' ? 'x' : p.pieces[name];
      if (piece === undefined) { empty++; continue; }
      if (empty > 0) { line += `${empty},`; empty = 0; }
      line += `${piece},`;
    }
    if (empty > 0) line += `${empty},`;
    ranks.push(line.slice(0, -1));
  }
  return [
    TURN_LETTERS[DILKEL_PLAYERS.indexOf(p.turn)],
    flags(out),
    flags(p.castleShort),
    flags(p.castleLong),
    p.captured.join(','),
    p.enPassant.join(','),
    String(p.plies),
    ranks.join('/'),
  ].join('-');
}

function four(field: (typeof FIELDS)[number], text: string): string[] {
  const parts = text.split(',');
  if (parts.length !== 4) bad(field, `expected four values separated by commas (red, blue, yellow, green), got ${parts.length} in ${excerpt(text)}`);
  return parts;
}

function flagsOf(field: (typeof FIELDS)[number], text: string): boolean[] {
  return four(field, text).map((v, i) => {
    if (v !== '0' && v !== '1') bad(field, `value ${i + 1} (${DILKEL_PLAYERS[i]}) must be 0 or 1, got ${excerpt(v)}`);
    return v === '1';
  });
}

/** Reads position text. */
export function parsePosition(text: string, options?: DilkelOptions): DilkelPosition {
  const o = resolveOptions(options);
  const { board } = dilkelTables();
  const fields = text.trim().split('-');
  if (fields.length !== FIELDS.length) {
    fail('INVALID_FEN', `Dilkel position text has ${fields.length} fields separated by "-"; expected ${FIELDS.length}: ${FIELDS.map((f) => `<${f}>`).join('-')}`, { field: 'all' });
  }
  const [turnText, elimText, shortText, longText, capText, epText, pliesText, boardText] = fields as [string, string, string, string, string, string, string, string];

  const seat = TURN_LETTERS.indexOf(turnText);
  if (turnText.length !== 1 || seat < 0) bad('turn', `must be one of ${TURN_LETTERS.join(', ')}, got ${excerpt(turnText)}`);
  const eliminated = flagsOf('eliminated', elimText);
  const castleShort = flagsOf('castle short', shortText);
  const castleLong = flagsOf('castle long', longText);
  const captured = four('captured', capText).map((v, i) => {
    for (let j = 0; j < v.length; j++) {
      if (!CAPTURED_ORDER.includes(v[j] as string)) bad('captured', `${DILKEL_PLAYERS[i]}: ${excerpt(v)} has "${v[j]}" at character ${j + 1}; only ${CAPTURED_ORDER.split('').join(', ')} can be captured and brought back`);
    }
    if (v.length > MAX_CAPTURED) bad('captured', `${DILKEL_PLAYERS[i]}: ${v.length} captured pieces is more than a player can lose (${MAX_CAPTURED})`);
    return [...v].sort((a, b) => CAPTURED_ORDER.indexOf(a) - CAPTURED_ORDER.indexOf(b)).join('');
  });
  const enPassant = four('en passant', epText);
  if (!/^\d{1,9}$/.test(pliesText)) bad('plies', `must be a whole number of plies, got ${excerpt(pliesText)}`);
  const plies = Number(pliesText);
  if (o.drawAfterPlies > 0 && plies > o.drawAfterPlies) bad('plies', `is ${plies}: the game is drawn after ${o.drawAfterPlies} plies (drawAfterPlies), so no position has more`);

  // Board: rank 14 down to rank 1.
  const ranks = boardText.split('/');
  if (ranks.length !== SIZE) bad('board', `expected ${SIZE} ranks separated by "/", got ${ranks.length}`);
  const pieces: Record<string, string> = {};
  const kings = [0, 0, 0, 0];
  ranks.forEach((rankText, r) => {
    const y = SIZE - 1 - r;
    const where = `rank ${y + 1}`;
    let x = 0;
    const cells = rankText.split(',');
    cells.forEach((cell, c) => {
      const at = (): string => `${where}, entry ${c + 1} (${excerpt(cell)})`;
      if (x >= SIZE) bad('board', `${where} has more than ${SIZE} squares (at entry ${c + 1})`);
      if (/^[1-9]\d?$/.test(cell)) {
        const run = Number(cell);
        for (let i = 0; i < run; i++, x++) {
          if (x >= SIZE) bad('board', `${at()}: the run of empty squares goes past file n`);
          if (board.nodeId(square(x, y)) < 0) bad('board', `${at()}: the run of empty squares covers ${square(x, y)}, which does not exist (write x)`);
        }
        return;
      }
      const name = square(x, y);
      const exists = board.nodeId(name) >= 0;
      if (cell === 'x') {
        if (exists) bad('board', `${at()}: ${name} exists, so it cannot be "x"`);
        x++;
        return;
      }
      const owner = DILKEL_SEATS.findIndex((s) => s.letter === cell[0]);
      if (cell.length !== 2 || owner < 0 || !'PNBRQK'.includes(cell[1] as string)) {
        bad('board', `${at()}: expected a piece like rK, bQ, yP, gN (colour r/b/y/g then P/N/B/R/Q/K), a number of empty squares, or x`);
      }
      if (!exists) bad('board', `${at()}: ${name} does not exist on the cross (write x)`);
      if (eliminated[owner]) bad('board', `${at()}: ${DILKEL_PLAYERS[owner]} is eliminated, so it has no pieces`);
      if (cell[1] === 'K') kings[owner] = (kings[owner] as number) + 1;
      if (cell[1] === 'P' && dilkelTables().promotes[owner]?.[board.nodeId(name)] === 1) bad('board', `${at()}: a ${DILKEL_PLAYERS[owner]} pawn on ${name} stands on an opponent's baseline, where it would have promoted`);
      if (cell[1] === 'P' && DILKEL_SEATS[owner]?.baseline.includes(name)) bad('board', `${at()}: a ${DILKEL_PLAYERS[owner]} pawn on ${name} stands on its own baseline, behind the squares its pawns start from`);
      pieces[name] = cell;
      x++;
    });
    if (x !== SIZE) bad('board', `${where} describes ${x} squares; expected ${SIZE} (files a–n)`);
  });
  DILKEL_PLAYERS.forEach((pl, i) => {
    if (!eliminated[i] && kings[i] !== 1) bad('board', `${pl} is in the game, so it must have exactly one king; found ${kings[i]}`);
  });
  if (eliminated[seat]) bad('turn', `${DILKEL_PLAYERS[seat]} is to move but is marked eliminated`);

  DILKEL_SEATS.forEach((s, i) => {
    const t = dilkelTables();
    const sides = t.castle[i];
    if (!sides) return;
    ([['castle short', castleShort, sides[0]], ['castle long', castleLong, sides[1]]] as const).forEach(([field, rights, side]) => {
      if (!rights[i]) return;
      const kingName = board.names[side.king] as string, rookName = board.names[side.rook] as string;
      if (pieces[kingName] !== `${s.letter}K` || pieces[rookName] !== `${s.letter}R`) bad(field, `${s.player} may castle only with its king on ${kingName} and rook on ${rookName}`);
    });
    const ep = enPassant[i] as string;
    if (ep === '') return;
    const e = board.nodeId(ep);
    if (e < 0) bad('en passant', `${s.player}: ${excerpt(ep)} is not a square of the board`);
    // The chance lasts from the double step until the opposite player's turn has passed.
    const opp = t.oppositeSeat[i] as number;
    const after = (seat - i + DILKEL_SEATS.length) % DILKEL_SEATS.length;
    if (opp < 0 || eliminated[opp] || after < 1 || after > (opp - i + DILKEL_SEATS.length) % DILKEL_SEATS.length) {
      bad('en passant', `${s.player}: ${ep} can be taken only by ${opp < 0 ? 'an opposite player' : DILKEL_PLAYERS[opp]} on its next turn, so it is written only while a player after ${s.player} and up to ${opp < 0 ? 'that player' : DILKEL_PLAYERS[opp]} is to move${opp >= 0 && eliminated[opp] ? ` (and ${DILKEL_PLAYERS[opp]} is eliminated)` : ''}`);
    }
    const beyond = t.board.next[(t.forward[i] as number) * t.size + e] as number;
    const behind = t.board.next[(t.oppositeDir[t.forward[i] as number] as number) * t.size + e] as number;
    if (pieces[ep] !== undefined || beyond < 0 || pieces[board.names[beyond] as string] !== `${s.letter}P` || behind < 0 || t.pawnStart[i]?.[behind] !== 1) {
      bad('en passant', `${s.player}: ${ep} is not a square a ${s.player} pawn just passed over with a double step (it must be empty, with that pawn one square beyond it)`);
    }
  });

  const position: DilkelPosition = {
    variant: 'dilkel',
    turn: DILKEL_PLAYERS[seat] as DilkelPlayer,
    pieces: sortPieces(pieces),
    eliminated: DILKEL_PLAYERS.filter((_, i) => eliminated[i]).map((player) => ({ player, ply: 0, reason: 'checkmate' })),
    castleShort,
    castleLong,
    captured,
    enPassant,
    plies,
    ply: 0,
    repetition: [],
    drawAfterPlies: o.drawAfterPlies,
    repetitionDraw: o.repetition,
  };
  // "A player is NOT CHECKMATED until it is his turn to move": the player to move is judged at once,
  // so a position can never hand the turn to a checkmated player (see docs/dilkel.md).
  if (checkmatedToMove(loadEngine(position))) {
    bad('turn', `${DILKEL_PLAYERS[seat]} is to move but is checkmated; such a player is eliminated when its turn comes, so write the position after that (its pieces removed, the next player to move)`);
  }
  return position;
}

function square(x: number, y: number): string {
  return String.fromCharCode(97 + x) + String(y + 1);
}
