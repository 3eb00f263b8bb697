/**
 * A draughts family variant from a rules object already known to be sound (`defineDraughts` checks a
 * user's; the built-in rules are checked by test/draughts/built-in-rules.test.ts), on the family
 * engine, with or without the word path (context.ts, {@link WordPath}).
 */
import { DRAUGHTS_LOOK } from '../look.js';
import { checkedSearch, lazy, requireDepth, type Variant } from '../../../core/index.js';
import { assembleVariant } from '../../../core/assemble-variant.js';
import { moveResolver } from '../../../core/move-resolver.js';
import { destinationsOf, movesFromList } from '../../../core/moves-from.js';
import { pieceOfLetter } from '../pieces.js';
import { evaluateMaterial } from '../evaluate.js';
import { checkFamilyPosition } from './check.js';
import { compileRules, type FamilyContext, type WordPath } from './context.js';
import { formatFamilyFen, parseFamilyFen } from './fen.js';
import { resolveFamilyMove } from './notation.js';
import { applyFamilyMove, hashFamily } from './play.js';
import { renderFamily } from './render.js';
import { familyWordOrSquares } from './select.js';
import { countingPerft } from './perft.js';
import { familyStart } from './setup.js';
import { familyLegalMoves, familyStatus } from './status.js';
import type { DraughtsRules, FamilyEndReason, FamilyMove, FamilyOptions, FamilyPosition } from './types.js';

/** A draughts variant built by `defineDraughts`. */
export type DraughtsVariant = Variant<FamilyPosition, FamilyMove, FamilyOptions, FamilyEndReason> & {
  /** The rules object the variant was built from. */
  readonly rules: DraughtsRules;
};

/** The variant of sound `rules`; the word path is used when given and the rules fit it. Internal. */
export function familyVariant(rules: DraughtsRules, wordPath?: WordPath): DraughtsVariant {
  const endgames = rules.draw.endgames?.map((e) => Object.freeze({ ...e, pieces: Object.freeze([e.pieces[0], e.pieces[1]] as const) }));
  const draw = Object.freeze({ ...rules.draw, ...(endgames ? { endgames: Object.freeze(endgames) } : {}) });
  const frozen: DraughtsRules = Object.freeze({ ...rules, precedence: Object.freeze([...rules.precedence]), draw });
  const context = lazy((): FamilyContext => compileRules(frozen, wordPath));
  const checked = (p: FamilyPosition): FamilyContext => {
    const ctx = context();
    checkFamilyPosition(ctx, p);
    return ctx;
  };
  // Assembled with every hook written out (the definition is built here, not given): no checks of a
  // user's definition, no generic defaults in a draughts app.
  const variant = assembleVariant<FamilyPosition, FamilyMove, FamilyOptions, FamilyEndReason>({
    id: frozen.id,
    name: frozen.name,
    // Playing order: the side that moves first is listed first (White in international, Black in English).
    players: frozen.first === 'white' ? ['white', 'black'] : ['black', 'white'],
    createBoard: () => context().board,
    optionNames: ['duplicates'],
    setup: (options) => familyStart(context(), options),
    parse: (text, options) => parseFamilyFen(context(), text, options),
    format: (p) => formatFamilyFen(checked(p), p),
    legalMoves: (p) => familyLegalMoves(checked(p), p),
    apply: (p, m) => applyFamilyMove(context(), p, m),
    resolveMove: (p, text, legal) => resolveFamilyMove(context().geometry, p, text, legal),
    resolver: moveResolver,
    movesFrom: (p, node) => movesFromList(familyLegalMoves(checked(p), p), context().board.names[node]!),
    destinations: (p) => destinationsOf(familyLegalMoves(checked(p), p)),
    status: (p) => familyStatus(checked(p), p),
    hash: (p) => hashFamily(checked(p), p),
    svg: DRAUGHTS_LOOK,
    render: (p) => renderFamily(checked(p), p),
    search: (p) => {
      const ctx = checked(p);
      // Handed out checked (a bogus move, buffer or undo is a coded error); perft walks the state itself.
      return checkedSearch(familyWordOrSquares(ctx, p));
    },
    pieceReader: (p) => (checked(p), (node) => pieceOfLetter(p.squares[node] as string)),
    perft: (p, depth) => {
      const ctx = checked(p);
      requireDepth(depth);
      return countingPerft(familyWordOrSquares(ctx, p), depth);
    },
    evaluate: (p, player) => (checked(p), evaluateMaterial(p, player)),
  });
  return Object.assign(variant, { rules: frozen });
}
