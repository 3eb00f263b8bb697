/**
 * Xiangqi with the text xiangqi players use, on top of the engine's data-defined variant: every
 * listed move's `notation` is WXF (`C2.5`, `H8+7`) and it carries its ICCS text (`h2e2`) and the
 * engine's SAN-style text (`Che3`); `play` reads WXF, dashed ICCS (`h2-e2`), the engine's UCI
 * (`h3e3`) and SAN-style text.
 */
import type { FairyDefinition } from '../../../core/declarative/fairy/definition.js';
import { historyIdentity } from '../../../core/declarative/fairy/repetition-history.js';
import type { FairyMove, FairyPosition, FairyVariant } from '../../../core/declarative/fairy/variant.js';
import { excerpt, fail, requireText } from '../../../core/errors.js';
import type { EndReason, MoveFields, Variant } from '../../../core/variant.js';
import type { SearchState } from '../../../core/search.js';
import { RecentObjects } from '../../../core/recent-objects.js';
import { lazyFairy, lazyFairyWith } from '../lazy-variant.js';
import { compileChecked } from '../../../core/declarative/fairy/check-definition.js';
import type { RuleFiles } from '../../../core/declarative/fairy/rule-files.js';
import { insufficientMaterialRule } from '../../../core/declarative/fairy/insufficient-material.js';
import { VIEW_FILES } from '../../../core/declarative/fairy/view-files.js';
import { intersectionsBoard } from '../../../core/declarative/fairy/intersections.js';
import { renderGridBoard } from '../../../core/declarative/fairy/grid-render.js';
import { forwardedVariant, requireWrapperNames } from '../text-wrapper.js';
import { readBoard } from './board.js';
import { xiangqiDialectOf, type XiangqiDialect } from './dialect.js';
import { ICCS_MOVE, iccsOf, iccsToUci } from './iccs.js';
import { movesFittingSan } from '../../../core/declarative/fairy/san-shape.js';
import { normalWxf, WXF_MOVE, wxfBoard, wxfSpellings, wxfTexts } from './wxf.js';

/** A move of xiangqi: the engine's move with its ICCS and SAN-style text; `notation` is WXF (`C2.5`, `H8+7`, `R+.3`). */
export interface XiangqiMove extends FairyMove {
  /** ICCS text: files `a`–`i` from Red's left, ranks `0`–`9` from Red's side (`h2e2`; the engine's UCI is `h3e3`). */
  readonly iccs: string;
  /** SAN as Fairy-Stockfish writes it (`Che3`, `Hc3`: the horse `H`, the elephant `E`). */
  readonly san: string;
}

/**
 * Xiangqi with WXF and ICCS text. The seats are `red` (moves first, upper case in FEN, `w`
 * there as Fairy-Stockfish writes it) and `black`.
 * @example
 * ```ts
 * import { xiangqi } from 'boardwright/fairy';
 * let p = xiangqi.play(xiangqi.setup(), 'C2.5');      // WXF: the central cannon
 * xiangqi.legalMoves(p)[0].notation                    // 'P1+1' (Black's files count from Black's right)
 * xiangqi.moveFromIccs(p, 'h9g7').notation             // 'H8+7' (ICCS: ranks 0-9 from Red's side)
 * p = xiangqi.play(p, 'h9-g7');                        // play reads ICCS with its dash; undashed is Fairy-Stockfish's UCI (h10g8)
 * ```
 */
export interface XiangqiVariant extends Variant<FairyPosition, XiangqiMove, Record<string, never>, EndReason, SearchState<FairyPosition, XiangqiMove>, XiangqiMove | MoveFields | string> {
  /** The WXF text of a listed move or of move text in any form `play` reads (`h2-e2` → `C2.5`). */
  wxf(position: FairyPosition, move: XiangqiMove | string): string;
  /** The ICCS text (`h2e2`) of a listed move or of move text in any form `play` reads (`C2.5` → `h2e2`). */
  iccs(position: FairyPosition, move: XiangqiMove | string): string;
  /** The listed move that ICCS text names: `h2e2`, `H2-E2` (ranks 0–9 from Red's side, unlike the engine's UCI). */
  moveFromIccs(position: FairyPosition, text: string): XiangqiMove;
  /** The listed move that WXF text names (`C2.5`, `H8+7`, `+C.5`): what `play` would play. */
  moveFromWxf(position: FairyPosition, text: string): XiangqiMove;
  /** The game's text facts (size, WXF letters). */
  readonly dialect: XiangqiDialect;
}

/** A move object with the given texts, built field by field (spreading the engine's move objects costs more than generating them). */
function xiangqiMove(m: FairyMove, notation: string, iccs: string, san: string): XiangqiMove {
  const out: { -readonly [K in keyof XiangqiMove]: XiangqiMove[K] } = {
    from: m.from, to: m.to, captures: m.captures.slice(), notation, uci: m.uci, iccs, san, player: m.player,
    piece: m.piece, capturedKinds: m.capturedKinds.slice(), check: m.check, checkmate: m.checkmate,
  };
  if (m.promotion !== undefined) out.promotion = m.promotion;
  if (m.kind !== undefined) out.kind = m.kind;
  return out;
}

/** A copy of a listed move (every caller gets its own objects). */
const copyOf = (m: XiangqiMove): XiangqiMove => xiangqiMove(m, m.notation, m.iccs, m.san);

/** The engine's listed moves of one position object and their WXF and ICCS text, kept while the object's fields are the ones they were built from. */
interface Listing {
  readonly fen: string;
  readonly turn: string;
  readonly history: unknown;
  readonly base: readonly FairyMove[];
  readonly wxf: readonly string[];
  readonly iccs: readonly string[];
}

/** The WXF and ICCS text of the engine's listed moves of a position. */
function textsOf(d: XiangqiDialect, p: FairyPosition, base: readonly FairyMove[]): Pick<Listing, 'wxf' | 'iccs'> {
  const board = wxfBoard(d, readBoard(d, p.fen), p.turn === d.red);
  return { wxf: wxfTexts(board, base), iccs: base.map((m) => iccsOf(m.from, m.to)) };
}

/** Fairy-Stockfish's UCI text of a xiangqi move (ranks 1–10). */
const UCI_MOVE = /^[a-i](?:10|[1-9])[a-i](?:10|[1-9])$/;
/** The engine's SAN-style text: a piece letter, an optional origin, `x`, a destination, a check mark. */
const SAN_MOVE = /^[A-Z][a-i]?(?:10|[1-9])?x?[a-i](?:10|[1-9])[+#]?$/;

/** The listed move that WXF text names; `ILLEGAL_MOVE` or `AMBIGUOUS_MOVE` when none or several do. */
function resolveWxf(d: XiangqiDialect, p: FairyPosition, text: string, legal: readonly XiangqiMove[]): XiangqiMove {
  const wanted = normalWxf(text);
  const exact = legal.find((m) => m.notation === wanted);
  if (exact) return exact;
  const board = wxfBoard(d, readBoard(d, p.fen), p.turn === d.red);
  const fits = legal.filter((m) => wxfSpellings(board, m).includes(wanted));
  if (fits.length === 1) return fits[0] as XiangqiMove;
  if (fits.length > 1) fail('AMBIGUOUS_MOVE', `${excerpt(text)} fits ${fits.map((m) => m.notation).join(', ')}: two pieces of a kind on one file are told apart by + (front) and - (rear)`);
  return fail('ILLEGAL_MOVE', `${excerpt(text)} (WXF) is not a legal move for ${p.turn}`);
}

/** Text without the check and remark marks at its end (`+`, `#`, `!`, `?`); a loop, so a long run of marks costs linear time. */
function withoutMarks(text: string): string {
  let end = text.length;
  while (end > 0 && '+#!?'.includes(text[end - 1] as string)) end--;
  return text.slice(0, end);
}

/** SAN-style text without its check mark. */
const unmarkedSan = (san: string): string => (san.endsWith('+') || san.endsWith('#') ? san.slice(0, -1) : san);

/** The listed move that move text names: the listed WXF, UCI or SAN-style text, WXF said another way, dashed ICCS. */
function resolveText(d: XiangqiDialect, p: FairyPosition, raw: string, legal: readonly XiangqiMove[], samePiece: (a: string, b: string) => boolean): XiangqiMove {
  const exact = legal.find((m) => m.notation === raw || m.uci === raw || m.san === raw);
  if (exact) return exact;
  // Check and remark marks after a move (`Che3+`, `C2.5!?`) are read past, as the engine's own reader does.
  const text = withoutMarks(raw);
  const unmarked = legal.find((m) => m.notation === text || m.uci === text || unmarkedSan(m.san) === text);
  if (unmarked) return unmarked;
  if (WXF_MOVE.test(text)) return resolveWxf(d, p, text, legal);
  const iccs = ICCS_MOVE.exec(text);
  if (iccs && iccs[3] === '-') {
    const uci = iccsToUci(d, text) ?? fail('INVALID_MOVE_TEXT', `${excerpt(text)} names a point off the ${d.name} board (ICCS: files a–i, ranks 0–9)`);
    return legal.find((m) => m.uci === uci) ?? fail('ILLEGAL_MOVE', `${excerpt(text)} (ICCS) is not a legal move for ${p.turn}`);
  }
  if (UCI_MOVE.test(text)) {
    // Undashed coordinates are the engine's UCI (ranks 1–10); the same text as ICCS (ranks 0–9) names another move.
    const uci = iccsToUci(d, text);
    const asIccs = uci === undefined ? undefined : legal.find((m) => m.uci === uci);
    fail('ILLEGAL_MOVE', `${excerpt(text)} (Fairy-Stockfish's UCI, ranks 1–10) is not a legal move for ${p.turn}${asIccs ? `; read as ICCS (ranks 0–9) it is ${asIccs.notation}: write ${text.slice(0, 2)}-${text.slice(2)} or use moveFromIccs` : ''}`);
  }
  if (iccs) {
    // Undashed with a rank 0: ICCS, which play reads only with its dash (undashed coordinates are the engine's UCI).
    fail('INVALID_MOVE_TEXT', `${excerpt(text)} is not Fairy-Stockfish's UCI (ranks 1–10); for ICCS (ranks 0–9) write ${text.slice(0, 2)}-${text.slice(2)} or use moveFromIccs`);
  }
  // SAN in other words: the horse or elephant by its other letter (`Nc3`, as older releases wrote it), an origin the listed SAN leaves out.
  const fits = movesFittingSan(text, legal, (m) => m.san, samePiece);
  if (fits.length === 1) return fits[0] as XiangqiMove;
  if (fits.length > 1) fail('AMBIGUOUS_MOVE', `${excerpt(text)} fits ${fits.map((m) => m.san).join(', ')}`);
  if (SAN_MOVE.test(text)) fail('ILLEGAL_MOVE', `${excerpt(text)} is not a legal move for ${p.turn}`);
  return fail('INVALID_MOVE_TEXT', `${excerpt(text)} is not move text of ${d.name} (WXF like C2.5 or H8+7, ICCS like h2-e2, UCI like h3e3)`);
}

/** How many positions' move texts a variant keeps (list, play, a record's lookup: a few suffice). */
const LISTINGS_KEPT = 4;

/**
 * The xiangqi variant of a definition, with WXF and ICCS text (see {@link XiangqiVariant}). Builds
 * nothing until first used. The definition's pieces are named by their built-in piece (`rook`,
 * `horse`, `elephant`, `fers`, `king`, `cannon`, `soldier`: WXF's R H E A K C P); any other piece
 * is written with its own letter. Like `shogiVariant`, it builds the definition without the rule files
 * of the rules few games use (core rule-files.ts): a definition turning one on is refused
 * (`INVALID_DEFINITION` naming the field) — build such a game with `defineFairy`.
 * @example
 * ```ts
 * import { fairyDefinitions, xiangqiVariant } from 'boardwright/fairy';
 * const mine = xiangqiVariant({ ...fairyDefinitions.find((d) => d.id === 'xiangqi')!, id: 'my-xiangqi' });
 * mine.iccs(mine.setup(), 'H8+7') // 'b0c2'
 * ```
 */
export function xiangqiVariant(definition: FairyDefinition): XiangqiVariant {
  // A user's definition: its fields checked when it is first built (check-definition.ts).
  return xiangqiVariantOver(lazyFairy(definition, VIEW_FILES, compileChecked), definition, requireWrapperNames);
}

/** The rule files built-in xiangqi uses (core rule-files.ts): insufficient material (it has no hands), the board of points and lines and the text board (view-files.ts). */
const XIANGQI_RULE_FILES: RuleFiles = { insufficientMaterial: insufficientMaterialRule, intersections: intersectionsBoard, gridRender: renderGridBoard };

/** {@link xiangqiVariant} of a built-in definition (known to be valid: nothing checks it). */
export function builtInXiangqi(definition: FairyDefinition): XiangqiVariant {
  return xiangqiVariantOver(lazyFairyWith(definition, XIANGQI_RULE_FILES), definition);
}

/** The xiangqi variant over `inner`, the engine's variant of `definition`; `requireNames` checks a user's names (text-wrapper.ts). */
function xiangqiVariantOver(inner: FairyVariant, definition: FairyDefinition, requireNames?: (inner: FairyVariant) => void): XiangqiVariant {
  const d = xiangqiDialectOf(definition);
  // A piece letter or one of its synonyms (upper case) → the piece letter: SAN may name a piece by either.
  const pieceOf = new Map<string, string>(Object.keys(definition.pieces ?? {}).map((l) => [l.toUpperCase(), l.toUpperCase()]));
  for (const [synonym, letter] of Object.entries(definition.pieceSynonyms ?? {})) pieceOf.set(synonym.toUpperCase(), letter.toUpperCase());
  const samePiece = (a: string, b: string): boolean => pieceOf.get(a) !== undefined && pieceOf.get(a) === pieceOf.get(b);
  // The texts of the last positions asked about, reused while the position's fields are the ones
  // they were built from (play asks for the moves again; a position changed in place is read afresh).
  // Only positions the engine made (their past shared and read-only) hit: a caller's own arrays may change in place.
  // Only strings and the engine's own (never handed out) move objects are kept: each caller gets
  // move objects of its own, built once per call.
  // Bounded (core recent-objects.ts): a position a caller keeps does not keep its move texts alive.
  const cache = new RecentObjects<FairyPosition, Listing>(LISTINGS_KEPT);
  const listed = (p: FairyPosition): XiangqiMove[] => {
    let hit = cache.get(p);
    if (!hit || hit.fen !== p.fen || hit.turn !== p.turn || hit.history === undefined || hit.history !== historyIdentity(p)) {
      const base = inner.legalMoves(p);
      hit = { fen: p.fen, turn: p.turn, history: historyIdentity(p), base, ...textsOf(d, p, base) };
      if (typeof p === 'object' && p !== null) cache.set(p, hit);
    }
    const { base, wxf, iccs } = hit;
    return base.map((m, i) => xiangqiMove(m, wxf[i] as string, iccs[i] as string, m.notation));
  };

  const variant = forwardedVariant(inner, listed, {
    resolveMove: (p, text, legal) => resolveText(d, p, text, legal, samePiece),
  }, requireNames) as XiangqiVariant;
  // Added after the object was built the object, so that nothing reads (and compiles) the board now.
  // The engine draws xiangqi on the points, with river and palace lines.
  Object.defineProperty(variant, 'look', { get: () => inner.look, enumerable: true });
  /** The listed move a move names, after play has checked everything (position, game over, the move). */
  const named = (p: FairyPosition, move: XiangqiMove | string): XiangqiMove => {
    variant.play(p, move);
    const legal = variant.legalMoves(p);
    return typeof move === 'string' ? resolveText(d, p, move.trim(), legal, samePiece) : legal.find((m) => m.uci === move.uci) as XiangqiMove;
  };
  variant.wxf = (p, move) => named(p, move).notation;
  variant.iccs = (p, move) => named(p, move).iccs;
  variant.moveFromIccs = (p, text) => {
    const raw = requireText(text, `${d.name} ICCS move`, 'INVALID_ARGUMENT', 100).trim();
    const legal = variant.legalMoves(p);
    if (!ICCS_MOVE.test(raw)) fail('INVALID_MOVE_TEXT', `${excerpt(raw)} is not ICCS move text (like h2e2 or H2-E2)`);
    const uci = iccsToUci(d, raw) ?? fail('INVALID_MOVE_TEXT', `${excerpt(raw)} names a point off the ${d.name} board (ICCS: files a–i, ranks 0–9)`);
    const found = legal.find((m) => m.uci === uci);
    if (found) return copyOf(found);
    // play says GAME_OVER for a finished game.
    if (legal.length === 0) variant.play(p, uci);
    return fail('ILLEGAL_MOVE', `${excerpt(raw)} (ICCS) is not a legal move for ${p.turn}`);
  };
  variant.moveFromWxf = (p, text) => {
    const raw = requireText(text, `${d.name} WXF move`, 'INVALID_ARGUMENT', 100).trim();
    const legal = variant.legalMoves(p);
    if (!WXF_MOVE.test(raw)) fail('INVALID_MOVE_TEXT', `${excerpt(raw)} is not WXF move text (like C2.5, H8+7 or R+.3)`);
    if (legal.length === 0) variant.play(p, raw);
    return copyOf(resolveWxf(d, p, raw, legal));
  };
  (variant as { dialect: XiangqiDialect }).dialect = d;
  return variant;
}
