/**
 * A shogi-family game with the text shogi players use, on top of the engine's data-defined variant:
 * `parse` reads SFEN as well as Fairy-Stockfish's FEN, `toSfen` writes SFEN, `play` takes USI
 * (`7g7f`, `P*5e`), Western notation (`P-7f`) or the engine's UCI, every listed move carries its
 * `usi` text and Western `notation`, and its look asks `renderSvg` for shogi pieces with the hands beside the board.
 */
import { movesFittingSan } from '../../../core/declarative/fairy/san-shape.js';
import type { FairyDefinition } from '../../../core/declarative/fairy/definition.js';
import { historyIdentity } from '../../../core/declarative/fairy/repetition-history.js';
import type { FairyMove, FairyPosition, FairyVariant } from '../../../core/declarative/fairy/variant.js';
import { excerpt, fail, isBoardwrightError, requireText } from '../../../core/errors.js';
import type { GameLook } from '../../../core/look.js';
import type { EndReason, MoveFields, Variant } from '../../../core/variant.js';
import type { SearchState } from '../../../core/search.js';
import { RecentObjects } from '../../../core/recent-objects.js';
import { lazyFairy, lazyFairyWith } from '../lazy-variant.js';
import { compileChecked } from '../../../core/declarative/fairy/check-definition.js';
import type { RuleFiles } from '../../../core/declarative/fairy/rule-files.js';
import { pocketsRule } from '../../../core/declarative/fairy/pockets.js';
import { VIEW_FILES } from '../../../core/declarative/fairy/view-files.js';
import { renderUsiBoard } from '../../../core/declarative/fairy/usi-render.js';
import { forwardedVariant, requireWrapperNames } from '../text-wrapper.js';
import { readTokens } from './board-tokens.js';
import { dialectOf, usiSquare, type ShogiDialect } from './dialect.js';
import { fenToSfen, looksLikeSfen, sfenToFen } from './sfen.js';
import { USI_MOVE, usiOf, usiToUci } from './usi.js';
import { WESTERN_MOVE, westernOf } from './western.js';

/** A move of a shogi-family game: the engine's move with its USI text; `notation` is Western (`P-7f`, `Bx2b+`, `P*5e`). */
export interface ShogiMove extends FairyMove {
  /** USI move text (`7g7f`, `8h2b+`, `P*5e`). */
  readonly usi: string;
  /** Fairy-Stockfish's SAN (`Pc4`, `Bxh8=+B`, `P@e5`): what pychess-variants' PGN writes. */
  readonly san: string;
}

/**
 * A shogi-family variant: the engine's variant (Fairy-Stockfish's FEN and UCI still read and
 * written), with SFEN, USI and Western notation. The seats are `sente` (先手, the first player, "Black"
 * in English shogi books; upper case in the FEN, `b` in SFEN) and `gote` (後手).
 */
export interface ShogiVariant extends Variant<FairyPosition, ShogiMove, Record<string, never>, EndReason, SearchState<FairyPosition, ShogiMove>, ShogiMove | MoveFields | string> {
  /** Reads SFEN only (`parse` reads SFEN and Fairy-Stockfish's FEN); `INVALID_FEN` for anything else. */
  parseSfen(text: string): FairyPosition;
  /** The position as SFEN (`lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1`). */
  toSfen(position: FairyPosition): string;
  /** The USI text of a listed move or of move text in any notation `play` reads (`P-7f` → `7g7f`). */
  usi(position: FairyPosition, move: ShogiMove | string): string;
  /** The game's text facts (size, SFEN hand order). */
  readonly dialect: ShogiDialect;
}

/**
 * A move object with the given notation and USI text, built field by field: spreading the engine's
 * move objects was the largest cost of listing moves (about three times the generation itself).
 */
function shogiMove(m: FairyMove, notation: string, usi: string, san: string): ShogiMove {
  const out: { -readonly [K in keyof ShogiMove]: ShogiMove[K] } = {
    from: m.from, to: m.to, captures: m.captures.slice(), notation, uci: m.uci, usi, san, player: m.player,
    piece: m.piece, capturedKinds: m.capturedKinds.slice(), check: m.check, checkmate: m.checkmate,
  };
  if (m.promotion !== undefined) out.promotion = m.promotion;
  if (m.kind !== undefined) out.kind = m.kind;
  return out;
}

/** The listed moves of a position, with USI and Western text (or the engine's notation, `western` false). */
function decorate(d: ShogiDialect, p: FairyPosition, moves: readonly FairyMove[], western: boolean): ShogiMove[] {
  const notation = western ? westernOf(d, readTokens(d, p.fen), moves) : moves.map((m) => m.notation);
  return moves.map((m, i) => shogiMove(m, notation[i] as string, usiOf(d, m), m.notation));
}

/** Move text of the kinds the reader knows (USI, Western, the engine's UCI): a square in it and only their characters; else it is no move text at all. */
const ANY_MOVE_TEXT = /^[A-Za-z0-9@*=+\-]{2,12}$/;
const HAS_SQUARE = /[1-9][a-i]|[a-i][1-9]/;

/** The listed move that move text names: USI, the listed Western, UCI or SAN text, SAN or Western text said another way. */
function resolveText(d: ShogiDialect, p: FairyPosition, text: string, legal: readonly ShogiMove[], western: boolean): ShogiMove {
  if (/\p{Cc}/u.test(text)) fail('INVALID_MOVE_TEXT', `${excerpt(text)} is not move text of ${d.name}`);
  if (USI_MOVE.test(text)) {
    const uci = usiToUci(d, text);
    const found = uci === undefined ? undefined : legal.find((m) => m.uci === uci);
    return found ?? fail('ILLEGAL_MOVE', `${excerpt(text)} (USI) is not a legal move for ${p.turn}`);
  }
  const exact = legal.find((m) => m.notation === text || m.uci === text);
  if (exact) return exact;
  if (!western) {
    // The engine's notation without its check marks (`Nf3` for `Nf3+`), as the engine reads it.
    const bare = text.replace(/[+#]+$/, '');
    const found = bare === '' ? undefined : legal.find((m) => m.notation.replace(/[+#]+$/, '') === bare);
    if (found) return found;
  }
  // Fairy-Stockfish's SAN (each move's `san`, what PGN writes), with or without its check mark, or naming an origin it needs not.
  const bareSan = text.replace(/[+#]+$/, '');
  const san = legal.find((m) => m.san === text) ?? (bareSan === '' ? undefined : legal.find((m) => m.san.replace(/[+#]+$/, '') === bareSan));
  if (san) return san;
  const sanFits = movesFittingSan(text, legal, (m) => m.san, (a, b) => a === b);
  if (sanFits.length === 1) return sanFits[0] as ShogiMove;
  const w = western ? WESTERN_MOVE.exec(text) : null;
  if (w) {
    // Western text that names its move another way: an origin given where none is needed, a promotion left unsaid.
    const [, piece, from, sep, to, promo] = w as unknown as [string, string, string | undefined, string, string, string | undefined];
    const fits = legal.filter((m) => {
      const n = WESTERN_MOVE.exec(m.notation) as RegExpExecArray;
      if (n[1] !== piece || n[4] !== to || (sep === '*') !== (n[3] === '*')) return false;
      if (from !== undefined && m.usi.slice(0, 2) !== from) return false;
      return promo === undefined || promo === (n[5] ?? '');
    });
    // `S-4h` where the silver may promote or not is both moves: Western text says `+` or `=` there.
    const choice = fits;
    if (choice.length === 1) return choice[0] as ShogiMove;
    if (choice.length > 1) {
      const sameSquares = choice.every((m) => m.from === (choice[0] as ShogiMove).from);
      fail('AMBIGUOUS_MOVE', `${excerpt(text)} fits ${choice.map((m) => m.notation).join(', ')}${sameSquares ? ' (say + to promote, = not to)' : ''}`);
    }
    return fail('ILLEGAL_MOVE', `${excerpt(text)} is not a legal move for ${p.turn}`);
  }
  if (!ANY_MOVE_TEXT.test(text) || !HAS_SQUARE.test(text)) fail('INVALID_MOVE_TEXT', `${excerpt(text)} is not move text of ${d.name} (USI like 7g7f or P*5e, Western like P-7f)`);
  return fail('ILLEGAL_MOVE', `${excerpt(text)} is not a legal move for ${p.turn}`);
}

/** How many positions' listed moves a variant keeps (list, play, a record's lookup: a few suffice). */
const LISTINGS_KEPT = 4;

/** What a shogi-family variant takes from the shogi text: Western notation and shogi pictures (both by default). */
export interface ShogiTextOptions {
  /** Western notation as the listed moves' `notation` (else the engine's notation stays). */
  readonly western?: boolean;
  /** Shogi pieces in `renderSvg` of `boardwright/svg` (else the engine's pictures). */
  readonly pictures?: boolean;
  /** The kanji on each piece where they are not shogi's (`ShogiLook.kanji`: SFEN letter → one or two kanji). */
  readonly kanji?: Readonly<Record<string, string>>;
}

/**
 * The shogi-family variant of a definition, with SFEN, USI and Western notation. `handOrder` is the
 * SFEN order of the pieces in hand (`RBGSNLP` for shogi). Builds nothing until first used. The
 * definition is built without the rule files of the rules few games use (pseudo-royal pieces, counting,
 * gating, flips, … — core rule-files.ts), so that a shogi app carries none of them: a definition that
 * turns one on is refused (`INVALID_DEFINITION` naming the field) — build such a game with `defineFairy`.
 */
export function shogiVariant(definition: FairyDefinition, handOrder: string, options: ShogiTextOptions = {}): ShogiVariant {
  // A user's definition: its fields checked when it is first built (check-definition.ts).
  return shogiVariantOver(lazyFairy(definition, VIEW_FILES, compileChecked), definition, handOrder, options, requireWrapperNames);
}

/** The rule files the built-in shogi games use (core rule-files.ts): their hands (captures go to the hand, so material never runs short) and shogi's text diagram (view-files.ts). */
const SHOGI_RULE_FILES: RuleFiles = { pockets: pocketsRule, usiRender: renderUsiBoard };

/** {@link shogiVariant} of a built-in definition (known to be valid: nothing checks it). */
export function builtInShogi(definition: FairyDefinition, handOrder: string, options: ShogiTextOptions = {}): ShogiVariant {
  return shogiVariantOver(lazyFairyWith(definition, SHOGI_RULE_FILES), definition, handOrder, options);
}

/** The shogi variant over `inner`, the engine's variant of `definition`. */
function shogiVariantOver(inner: FairyVariant, definition: FairyDefinition, handOrder: string, options: ShogiTextOptions, requireNames?: (inner: FairyVariant) => void): ShogiVariant {
  const d = dialectOf(definition, handOrder);
  const western = options.western ?? true, pictures = options.pictures ?? true;
  // The listed moves of the last positions asked about, reused while the position's fields are the
  // ones they were built from (play asks for them again; a position changed in place is read afresh).
  // Only positions the engine made (their past shared and read-only) hit: a caller's own arrays may change in place.
  // Bounded (core recent-objects.ts): a position a caller keeps does not keep its move list alive.
  const cache = new RecentObjects<FairyPosition, { readonly fen: string; readonly turn: string; readonly history: unknown; readonly moves: ShogiMove[] }>(LISTINGS_KEPT);
  const listed = (p: FairyPosition): ShogiMove[] => {
    const hit = cache.get(p);
    if (hit && hit.fen === p.fen && hit.turn === p.turn && hit.history !== undefined && hit.history === historyIdentity(p)) {
      // The engine checks the fields that may change in place (pockets) on every call; its own listing is cached.
      inner.legalMoves(p);
      return hit.moves.map((m) => shogiMove(m, m.notation, m.usi, m.san));
    }
    const moves = decorate(d, p, inner.legalMoves(p), western);
    if (typeof p === 'object' && p !== null) cache.set(p, { fen: p.fen, turn: p.turn, history: historyIdentity(p), moves });
    // Fresh objects for every caller: a move changed by one caller is not the next caller's.
    return moves.map((m) => shogiMove(m, m.notation, m.usi, m.san));
  };
  const fromSfen = (text: string): FairyPosition => {
    const fen = sfenToFen(d, text);
    try {
      return inner.parse(fen);
    } catch (error) {
      if (isBoardwrightError(error) && error.code === 'INVALID_FEN') fail('INVALID_FEN', `SFEN ${excerpt(text, 80)}: ${error.message.replace(/^"[^"]*": /, '')}`);
      throw error;
    }
  };
  const variant = forwardedVariant(inner, listed, {
    parse: (text) => (looksLikeSfen(text) ? fromSfen(text) : inner.parse(text)),
    resolveMove: (p, text, legal) => resolveText(d, p, text, legal, western),
  }, requireNames) as ShogiVariant;
  // The look: shogi pieces read from the position's text, or the engine's (read when drawn, so
  // that nothing compiles the game now).
  if (pictures) {
    // The faces keyed by node name (the tokens are read by the engine's square names).
    const faces = (p: FairyPosition): ReturnType<typeof readTokens> => {
      const t = readTokens(d, variant.format(p));
      return { ...t, board: new Map([...t.board].map(([square, token]) => [usiSquare(d, square), token])) };
    };
    const look: GameLook<FairyPosition> = { shogi: { handOrder: d.handOrder, square: (node) => usiSquare(d, node), faces, ...(options.kanji ? { kanji: options.kanji } : {}) } };
    Object.defineProperty(variant, 'look', { value: look, enumerable: true });
  } else {
    Object.defineProperty(variant, 'look', { get: () => inner.look, enumerable: true });
  }
  variant.parseSfen = (text) => {
    const checked = requireText(text, `${d.name} SFEN`);
    return fromSfen(checked);
  };
  variant.toSfen = (p) => fenToSfen(d, variant.format(p));
  variant.usi = (p, move) => {
    // play checks everything (position, game over, the text); the same reader then names the move.
    variant.play(p, move);
    const legal = variant.legalMoves(p);
    return (typeof move === 'string' ? resolveText(d, p, move.trim(), legal, western) : legal.find((m) => m.uci === move.uci) as ShogiMove).usi;
  };
  (variant as { dialect: ShogiDialect }).dialect = d;
  return variant;
}
