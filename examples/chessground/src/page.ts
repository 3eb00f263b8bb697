/**
 * chessground (lichess's board) showing a boardwright game: boardwright decides every move,
 * chessground draws the board and reports what the user did.
 *
 * URL: index.html?game=chess|chess960|crazyhouse|…&fen=<position text>
 */
import { Chessground } from 'chessground';
import type { Api } from 'chessground/api';
import { cancelDropMode, setDropMode } from 'chessground/drop';
import type { Color, Key, Piece, Role } from 'chessground/types';
import { DROP_FROM } from 'boardwright';
import { antichess, atomic, chess, chess960, crazyhouse, horde, kingOfTheHill, racingKings, threeCheck } from 'boardwright/chess';
import type { AnyChessPosition, ChessEndReason, ChessMove, ChessMoveInput } from 'boardwright/chess';
import type { Variant } from 'boardwright';

/**
 * Any game of `boardwright/chess`, chess itself included: they differ in their position type only
 * (crazyhouse adds pockets, three-check its counts), and this page reads the fields they share.
 */
type ChessGame = Variant<AnyChessPosition, ChessMove, never, ChessEndReason | string, never, ChessMoveInput>;
type ChessPosition = AnyChessPosition;
const GAMES = [chess, chess960, crazyhouse, threeCheck, kingOfTheHill, racingKings, antichess, atomic, horde] as unknown as readonly ChessGame[];
const ROLE: Record<string, Role> = { P: 'pawn', N: 'knight', B: 'bishop', R: 'rook', Q: 'queen', K: 'king' };
const LETTER: Record<Role, string> = { pawn: 'P', knight: 'N', bishop: 'B', rook: 'R', queen: 'Q', king: 'K' };

const query = new URLSearchParams(location.search);
const variant: ChessGame = GAMES.find((v) => v.id === (query.get('game') ?? 'chess')) ?? GAMES[0]!;
const fen = query.get('fen');
let position: ChessPosition = fen === null ? variant.setup() : variant.parse(fen);
const played: string[] = [];
let lastMove: Key[] | undefined;
const $ = (id: string) => document.getElementById(id)!;

/** The square a move is played onto in chessground: castling is the king onto its own rook (the UCI target: `e1g1` in chess, king takes rook in Chess960). */
const target = (m: ChessMove) => (m.kind === 'castle' ? (m.uci.slice(2, 4) as Key) : (m.to as Key));

/** boardwright's `destinations` as chessground's `dests`, castling moved to its UCI target square. */
function dests(p: ChessPosition): Map<Key, Key[]> {
  const out = new Map<Key, Key[]>();
  for (const [from, tos] of variant.destinations(p)) if (from !== DROP_FROM) out.set(from as Key, tos as Key[]);
  for (const m of variant.legalMoves(p)) {
    if (m.kind !== 'castle' || target(m) === m.to) continue;
    const others = variant.movesFrom(p, m.from).filter((o) => o.kind !== 'castle' && o.to === m.to);
    const list = (out.get(m.from as Key) ?? []).filter((k) => k !== m.to || others.length > 0);
    out.set(m.from as Key, [...list, target(m)]);
  }
  return out;
}

const ground: Api = Chessground($('board'), {
  animation: { enabled: false },
  premovable: { enabled: false },
  movable: { free: false, showDests: true, events: { after: (orig, dest) => onMove(orig, dest) } },
  events: { dropNewPiece: (piece, key) => onDrop(piece, key) },
});

function play(move: ChessMove): void {
  const result = variant.tryPlay(position, move);
  if (!result.ok) return refuse(result.error.code);
  position = result.value;
  played.push(move.notation);
  $('message').textContent = '';
  show(move);
}

function refuse(code: string): void {
  $('message').textContent = `refused: ${code}`;
  show();
}

function onMove(orig: Key, dest: Key): void {
  const moves = variant.movesFrom(position, orig).filter((m) => target(m) === dest);
  if (moves.length === 1) return play(moves[0]!);
  if (moves.length === 0) return refuse('ILLEGAL_MOVE');
  // Promotion: one move per piece; the user picks.
  const choice = $('promotion');
  choice.replaceChildren(...moves.map((m) => {
    const b = document.createElement('button');
    b.textContent = m.notation;
    b.dataset.promotion = m.promotion ?? '';
    b.onclick = () => { choice.replaceChildren(); choice.hidden = true; play(m); };
    return b;
  }));
  choice.hidden = false;
}

function onDrop(piece: Piece, key: Key): void {
  cancelDropMode(ground.state);
  ground.set({ highlight: { custom: new Map() } });
  const drop = variant.movesFrom(position, DROP_FROM).find((m) => m.to === key && m.piece === LETTER[piece.role]);
  if (drop === undefined) return refuse('ILLEGAL_MOVE');
  play(drop);
}

/** A click on a pocket piece: chessground's drop mode, the legal drop squares highlighted. */
function pick(color: Color, letter: string): void {
  const status = variant.status(position);
  if (status.over || status.turn !== color) return;
  const squares = variant.movesFrom(position, DROP_FROM).filter((m) => m.piece === letter).map((m) => m.to as Key);
  setDropMode(ground.state, { role: ROLE[letter]!, color });
  ground.set({ highlight: { custom: new Map(squares.map((k) => [k, 'drop-dest'])) } });
}

function pockets(): void {
  for (const color of ['white', 'black'] as const) {
    const pocket = 'pockets' in position ? position.pockets[color] : undefined; // crazyhouse
    const el = $(`pocket-${color}`);
    el.hidden = pocket === undefined;
    if (!pocket) continue;
    el.replaceChildren(...Object.entries(pocket).filter(([, n]) => n > 0).map(([letter, n]) => {
      const b = document.createElement('button');
      b.className = 'pocket-piece';
      b.dataset.piece = letter;
      b.dataset.count = String(n);
      // chessground's piece set draws <piece class="white pawn"> inside a .cg-wrap.
      const img = document.createElement('piece');
      img.className = `${color} ${ROLE[letter]}`;
      const count = document.createElement('span');
      count.textContent = String(n);
      b.append(img, count);
      b.onclick = () => pick(color, letter);
      return b;
    }));
  }
}

function show(last?: ChessMove): void {
  if (last) lastMove = last.from === DROP_FROM ? [last.to as Key] : [last.from as Key, last.to as Key];
  const status = variant.status(position);
  const over = status.over;
  ground.set({
    fen: variant.format(position),
    turnColor: position.turn,
    check: (status.checks?.length ?? 0) > 0, // the king in check, a mated king too (status.checks)
    lastMove: lastMove ?? [], // also puts back the last move after chessground marked a refused one
    movable: { color: position.turn, dests: over ? new Map() : dests(position) }, // game over: nothing moves
  });
  pockets();
  const s = $('status');
  s.dataset.over = String(over);
  s.dataset.check = String(!over && status.check === true);
  s.textContent = over ? `game over: ${status.winner ? `${status.winner} wins` : 'draw'} (${status.reason})` : `${status.turn} to move${status.check ? ', check' : ''}`;
  $('moves').textContent = played.join(' ');
  ($('fen') as HTMLInputElement).value = variant.format(position);
  document.body.dataset.variant = variant.id;
}

$('title').textContent = `${variant.name} — boardwright + chessground`;
show();
