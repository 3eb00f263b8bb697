/**
 * A built-in fairy variant that compiles its definition on first use, so that importing
 * `boardwright/fairy` builds nothing (about 14 ms per variant otherwise, ~1 s for all of them).
 */
import { lazy } from '../../core/lazy.js';
import { declareListedMove, listedMoveFinder } from '../../core/listed-move.js';
import type { FairyDefinition } from '../../core/declarative/fairy/definition.js';
import type { FairyVariant } from '../../core/declarative/fairy/index.js';
import { defineFairyWith, type CompileDefinition } from '../../core/declarative/fairy/variant.js';
import { NO_RULE_FILES, type RuleFiles } from '../../core/declarative/fairy/rule-files.js';
import { DEFAULT_PLAYERS } from '../../core/declarative/fairy/players.js';
import { insufficientMaterialRule } from '../../core/declarative/fairy/insufficient-material.js';
import { pocketsRule } from '../../core/declarative/fairy/pockets.js';
import { renderGridBoard } from '../../core/declarative/fairy/grid-render.js';
import { flagsRule } from '../../core/declarative/fairy/flag-piece-count.js';
import { materialCountingRule } from '../../core/declarative/fairy/material-counting.js';

/**
 * The rule files most built-in games use, which {@link lazyFairy} adds to those a definition names:
 * insufficient material (all but the games where captures go to the hand or extinction wins) and
 * the pockets of the games with hands, the text board of a grid (grid-render.ts), flag regions and
 * material counting. Shogi's and xiangqi's built-ins name theirs
 * ({@link lazyFairyWith}), so their apps carry only the one each uses.
 */
export const COMMON_RULE_FILES: RuleFiles = {
  insufficientMaterial: insufficientMaterialRule, pockets: pocketsRule, gridRender: renderGridBoard, flags: flagsRule, materialCounting: materialCountingRule,
};

/**
 * The variant of a built-in definition, compiled when one of its members is first used. `id`,
 * `name` and `players` are known without compiling. `files` are the rule files the definition uses
 * beyond the common ones (core rule-files.ts: walls, flips, enclosing drops, lines): only those are
 * bundled with the game. `compile` is the built-in one unless the definition is a user's
 * (`shogiVariant`, `xiangqiVariant`: check-definition.ts `compileChecked`).
 * @example
 * ```ts
 * const v = lazyFairy(capablancaDefinition); // nothing compiled yet
 * v.legalMoves(v.setup()).length // 28: compiled now, once
 * ```
 */
export function lazyFairy(definition: FairyDefinition, files: RuleFiles = NO_RULE_FILES, compile?: CompileDefinition): FairyVariant {
  return lazyFairyWith(definition, { ...COMMON_RULE_FILES, ...files }, compile);
}

/** {@link lazyFairy} with exactly the rule files `files`, none added (shogi's and xiangqi's built-ins). */
export function lazyFairyWith(definition: FairyDefinition, files: RuleFiles, compile?: CompileDefinition): FairyVariant {
  const v = lazy(() => defineFairyWith(definition, files, compile));
  const out: FairyVariant = {
    id: definition.id,
    name: definition.name ?? definition.id,
    // The seats are data: listing the games (`boardwright games`) compiles none (a bad value is refused when the definition compiles).
    players: definition.players ?? DEFAULT_PLAYERS,
    get board() { return v().board; },
    setup: (options) => v().setup(options),
    parse: (text, options) => v().parse(text, options),
    tryParse: (text, options) => v().tryParse(text, options),
    format: (position) => v().format(position),
    legalMoves: (position) => v().legalMoves(position),
    play: (position, move, options) => v().play(position, move, options),
    tryPlay: (position, move, options) => v().tryPlay(position, move, options),
    status: (position) => v().status(position),
    perft: (position, depth) => v().perft(position, depth),
    hash: (position) => v().hash(position),
    search: (position) => v().search(position),
    render: (position) => v().render(position),
    get look() { return v().look ?? {}; },
    movesFrom: (position, node) => v().movesFrom(position, node),
    destinations: (position) => v().destinations(position),
    pieceAt: (position, node) => v().pieceAt(position, node),
    pieces: (position) => v().pieces(position),
  };
  // The compiled variant's play names the move it played (core listed-move.ts); so does this one.
  declareListedMove(out.play, (position, move, options) => listedMoveFinder(v().play)?.(position, move, options));
  return out;
}
