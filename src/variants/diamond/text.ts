/**
 * Position text, modelled on PDN's FEN tag:
 * `<side to move>:A<pieces>:B<pieces>` and optional fields
 * `H<plies>` (plies since the last capture or promotion, when not 0),
 * `R<n>` (this position has now occurred n >= 2 times),
 * `I<move>/<plies>` (a pending insist: the opponent's last move ignored a jump;
 * `<move>` is `[k*][K|D]<from>-<to>`, the men moved and their rank before the
 * move, `<plies>` the ply counter before it) and
 * `J` (after an insist: the side to move must jump).
 */
import { fail } from '../../core/errors.js';
import { occurrences } from '../../core/repetition.js';
import { MAX_REPEATS, maxPliesOf } from './draws.js';
import { diamondBoard, readingOrder } from './board.js';
import { rankAfterMove } from './crowning.js';
import { MAX_MEN } from './stacks.js';
import { DiamondEngine, rankCode } from './engine.js';
import { checkMustJump, checkPendingInsist } from './insist-check.js';
import type { DiamondGame } from './games.js';
import type { CaptureRule, DiamondPosition, DiamondRank, PendingInsist } from './types.js';

/** The option values a position carries. */
export interface Settings {
  readonly capture: CaptureRule;
  readonly drawAfterPlies: number;
  readonly repetition: boolean;
}

const bad = (message: string, detail?: Record<string, unknown>): never => fail('INVALID_FEN', message, detail);

/** Parses one side's piece list (`A13A,K7A,D21`, Queens `A2A*2`) into `cells`. */
function parsePieces(game: DiamondGame, field: string, fieldNo: number, cells: number[], sign: number): void {
  const side = field[0] as string;
  const body = field.slice(1);
  if (body === '') return;
  let men = 0;
  body.split(',').forEach((item, i) => {
    const where = `piece ${i + 1} ("${item.slice(0, 12)}") of field ${fieldNo} (side ${side})`;
    const m = /^([KD]?)(21|[1-9][0-9]?[AB])(?:\*([0-9]{1,3}))?$/.exec(item);
    if (!m) bad(`${where} is not a piece: write a position name (1A…20A, 21, 1B…20B)${game.kind === 'checkers' ? ', prefixed K for a King or D for a Diamond King' : ''}${game.kind === 'queens' ? ', with *n for a stack of n men' : ''}`, { field: fieldNo, piece: i + 1 });
    const [, prefix, name, stack] = m as RegExpExecArray;
    const node = diamondBoard().nodeId(name as string);
    if (node < 0) bad(`${where}: there is no position "${name}" (positions are 1A…20A, 21, 1B…20B)`, { field: fieldNo, piece: i + 1 });
    if (cells[node] !== 0) bad(`${where}: position ${name} is listed twice`, { field: fieldNo, piece: i + 1 });
    if (prefix && game.kind !== 'checkers') bad(`${where}: in ${game.name} every man is a Diamond King, so no K or D prefix is written`, { field: fieldNo, piece: i + 1 });
    if (stack !== undefined && game.kind !== 'queens') bad(`${where}: only Diamond Queens has stacks (*n)`, { field: fieldNo, piece: i + 1 });
    const count = stack === undefined ? 1 : Number(stack);
    if (count < 1) bad(`${where}: a stack holds at least one man`, { field: fieldNo, piece: i + 1 });
    let value = count;
    if (game.kind === 'checkers') {
      value = prefix === 'K' ? 2 : prefix === 'D' ? 3 : 1;
      if (rankAfterMove(sign > 0 ? 0 : 1, value, node) > value) bad(`${where}: a ${value === 1 ? 'man' : 'King'} of ${side} on ${name} would have been crowned`, { field: fieldNo, piece: i + 1 });
    }
    men += count;
    if (men > MAX_MEN) bad(`field ${fieldNo} (side ${side}) has more than ${MAX_MEN} men; each side starts with 12 and men are never created`, { field: fieldNo });
    cells[node] = sign * value;
  });
}

/** Parses the insist field body (after `I`). */
function parseInsist(game: DiamondGame, body: string, fieldNo: number, cells: number[], turnSign: number): PendingInsist {
  const m = /^(?:([0-9]{1,2})\*)?([KD]?)(21|[1-9][0-9]?[AB])-(21|[1-9][0-9]?[AB])\/([0-9]{1,6})$/.exec(body);
  if (!m) bad(`field ${fieldNo} ("I${body.slice(0, 20)}") is not a pending insist: write I[k*][K|D]<from>-<to>/<plies before>, e.g. I13A-21/3`, { field: fieldNo });
  const [, k, prefix, from, to, plies] = m as RegExpExecArray;
  const b = diamondBoard();
  const f = b.nodeId(from as string), t = b.nodeId(to as string);
  if (f < 0 || t < 0) bad(`field ${fieldNo}: the pending insist names a position that does not exist`, { field: fieldNo });
  if ((k !== undefined) !== (game.kind === 'queens')) bad(`field ${fieldNo}: ${game.kind === 'queens' ? 'Diamond Queens writes the men moved, I2*7A-13A/0' : 'only Diamond Queens writes a count k*'}`, { field: fieldNo });
  if (prefix && game.kind !== 'checkers') bad(`field ${fieldNo}: rank prefixes K/D exist only in Diamond Checkers`, { field: fieldNo });
  const count = k === undefined ? 1 : Number(k);
  const offender = -turnSign;
  const atTo = (cells[t] as number) * offender;
  if (atTo <= 0 || (game.kind === 'queens' && atTo < count)) bad(`field ${fieldNo}: the pending insist says the opponent's last move ended on ${to}, but ${to} does not hold ${count === 1 ? 'a man' : `${count} men`} of the side that moved`, { field: fieldNo });
  if (count < 1) bad(`field ${fieldNo}: a move moves at least one man`, { field: fieldNo });
  if ((cells[f] as number) !== 0 && (game.kind !== 'queens' || (cells[f] as number) * offender <= 0)) bad(`field ${fieldNo}: the pending insist says the last move started on ${from}, which is occupied`, { field: fieldNo });
  const rank: DiamondRank = game.kind !== 'checkers' ? 'diamond-king' : prefix === 'K' ? 'king' : prefix === 'D' ? 'diamond-king' : 'man';
  if (game.kind === 'checkers' && rankAfterMove(offender > 0 ? 0 : 1, rankCode(rank), t) !== Math.abs(cells[t] as number)) bad(`field ${fieldNo}: a ${rank} moving to ${to} does not become the piece that stands there`, { field: fieldNo });
  return { from: from as string, to: to as string, count, rank, plies: Number(plies) };
}

/**
 * Reads position text. Errors are `INVALID_FEN` naming the field (1-based,
 * `:`-separated) and the piece at fault.
 *
 * @example
 * ```ts
 * parsePosition(CHECKERS, 'A:A13A,K7A,D21:B14A', settings)
 * ```
 */
export function parsePosition(game: DiamondGame, text: string, settings: Settings): DiamondPosition {
  const fields = text.trim().split(':');
  const turn = fields[0];
  if (turn !== 'A' && turn !== 'B') bad(`field 1 must be the side to move, A or B; got "${(turn ?? '').slice(0, 10)}"`, { field: 1 });
  const cells = new Array<number>(41).fill(0);
  const seen = new Set<string>();
  let plies = 0, reps = 1, must = false;
  let insistBody: string | undefined;
  let insistField = 0;
  let mustField = 0;
  fields.slice(1).forEach((field, i) => {
    const no = i + 2;
    const tag = field[0] ?? '';
    if (tag === '') bad(`field ${no} is empty (two colons in a row or a trailing colon)`, { field: no });
    if (seen.has(tag)) bad(`field ${no} repeats the ${tag} field`, { field: no });
    seen.add(tag);
    if (tag === 'A' || tag === 'B') parsePieces(game, field, no, cells, tag === 'A' ? 1 : -1);
    else if (tag === 'H' || tag === 'R') {
      if (!/^[0-9]{1,6}$/.test(field.slice(1))) bad(`field ${no} ("${field.slice(0, 12)}") must be ${tag} followed by a whole number`, { field: no });
      const n = Number(field.slice(1));
      if (tag === 'H') plies = n;
      else {
        if (n < 2) bad(`field ${no}: R counts occurrences of this position and is written only from 2 on`, { field: no });
        if (n > MAX_REPEATS) bad(`field ${no}: R${n}, but the ${MAX_REPEATS}rd occurrence of a position ends the game`, { field: no });
        reps = n;
      }
    } else if (tag === 'I') {
      insistBody = field.slice(1);
      insistField = no;
    } else if (tag === 'J') {
      if (field !== 'J') bad(`field ${no} must be just J (the side to move must jump)`, { field: no });
      must = true;
      mustField = no;
    } else bad(`field ${no} ("${field.slice(0, 12)}") is not a field: expected A<pieces>, B<pieces>, H<plies>, R<n>, I<pending insist> or J`, { field: no });
  });
  if (plies > maxPliesOf(settings.drawAfterPlies, settings.capture)) bad(`H${plies}: the game is drawn after ${settings.drawAfterPlies} plies (drawAfterPlies), so no position counts more`);
  if (!seen.has('A') || !seen.has('B')) bad(`position text needs both piece fields, A… and B… (e.g. "A:A13A:B14A"); missing ${seen.has('A') ? 'B' : 'A'}`);
  // With nobody's men on the board the game has no winner to report.
  if (cells.every((c) => c === 0)) bad('position text has no men at all; list at least one side\'s men (e.g. "A:A13A:B1B")');
  const turnSign = turn === 'A' ? 1 : -1;
  let insist: PendingInsist | undefined;
  if (insistBody !== undefined) {
    if (settings.capture !== 'on-demand') bad(`field ${insistField}: a pending insist exists only with the option capture: 'on-demand' (this position uses '${settings.capture}')`, { field: insistField });
    if (must) bad(`field ${insistField}: a position cannot both wait for an insist (I) and demand a jump (J)`, { field: insistField });
    insist = parseInsist(game, insistBody, insistField, cells, turnSign);
  }
  const base: DiamondPosition = {
    variant: game.id,
    turn: turn === 'A' ? 'a' : 'b',
    cells,
    plies,
    keys: [],
    ...settings,
    ...(insist ? { insist } : {}),
    ...(must ? { mustJump: true } : {}),
  };
  checkMustJump(game, base, mustField);
  checkPendingInsist(game, base, insistField);
  if (reps === 1) return base;
  const hash = DiamondEngine.load(game, base).hash();
  return { ...base, keys: new Array<number>(reps - 1).fill(hash) };
}

/** Writes position text (canonical: pieces in the rulebook's order 1A…20A, 21, 1B…20B). */
export function formatPosition(game: DiamondGame, p: DiamondPosition): string {
  const names = diamondBoard().names;
  const lists: [string[], string[]] = [[], []];
  for (const node of readingOrder()) {
    const v = p.cells[node] ?? 0;
    if (v === 0) continue;
    const mag = Math.abs(v);
    const name = names[node] as string;
    const text = game.kind === 'checkers' ? `${mag === 2 ? 'K' : mag === 3 ? 'D' : ''}${name}` : game.kind === 'queens' && mag > 1 ? `${name}*${mag}` : name;
    lists[v > 0 ? 0 : 1].push(text);
  }
  let text = `${p.turn === 'a' ? 'A' : 'B'}:A${lists[0].join(',')}:B${lists[1].join(',')}`;
  if (p.plies > 0) text += `:H${p.plies}`;
  const reps = p.keys.length === 0 ? 1 : occurrences(p.keys, DiamondEngine.load(game, p).hash());
  if (reps > 1) text += `:R${reps}`;
  const s = p.insist;
  if (s) {
    const rank = game.kind === 'checkers' ? (s.rank === 'king' ? 'K' : s.rank === 'diamond-king' ? 'D' : '') : '';
    text += `:I${game.kind === 'queens' ? `${s.count}*` : ''}${rank}${s.from}-${s.to}/${s.plies}`;
  }
  if (p.mustJump) text += ':J';
  return text;
}
