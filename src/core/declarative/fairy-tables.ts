/**
 * A {@link GameDefinition} compiled onto the fairy engine: its atoms become the engine's move
 * tables (steps and leaps as leaps, slides as rays, jumps over an ally as ally jumps), each entry
 * marked with the outcomes it allows (move, capture, swap); its rule switches become rule fields
 * (swap-with-allies, no-swap-back, last-royal-piece, promotedPieceType on the far row,
 * draw-after-plies, threefold-ends). The fairy engine's make/unmake, generation, perft and game
 * end then play the game; nothing here runs during play.
 */
import { compileAtoms } from '../atoms.js';
import type { Compass } from '../directions.js';
import { CAPTURE as FAIRY_CAPTURE, QUIET, type Compiled as FairyCompiled, type Rules } from './fairy/compile.js';
import { swapBackKeys } from './fairy/no-swap-back.js';
import { fairyKeys } from './fairy/state.js';
import { SWAP as FAIRY_SWAP } from './fairy/swap-with-allies.js';
import type { Compiled, DrawRules, FairyGame } from './compiled.js';
import { ANY_OUTCOME, CAPTURE, MOVE, outcomeMask, SWAP } from './outcomes.js';
import { compileProbes, PROBE_JUMP, PROBE_LAND } from './probes.js';
import type { PieceDefinition } from './types.js';

/** Each side's forward direction: the first player sits at rank 1 facing north. */
export const FORWARD: readonly [Compass, Compass] = ['n', 's'];

/** Most squares the fairy engine's moves can name (seven bits a square). */
export const FAIRY_MAX_SQUARES = 128;

/** Fairy mode bits of an entry allowing `bits` (MOVE, CAPTURE, SWAP of outcomes.ts). */
function modeOf(bits: number, swaps: boolean): number {
  return (bits & MOVE ? QUIET : 0) | (bits & CAPTURE ? FAIRY_CAPTURE : 0) | (swaps && bits & SWAP ? FAIRY_SWAP : 0);
}

/**
 * Compiles the move tables and rules. With `relaxed`, pieces keep every outcome their atoms allow
 * and nothing is remembered between turns (used to explain why a move is illegal).
 */
export function fairyGame(g: Compiled, draws: DrawRules, relaxed = false): FairyGame {
  const { def, board, n } = g;
  const nt = g.kinds, nc = 2 + 2 * nt;
  const swaps = def.allies === 'swap';
  const leapStart = new Int32Array(2 * nt * n + 1), rayStart = new Int32Array(2 * nt * n + 1), jumpStart = new Int32Array(2 * nt * n + 1);
  const leap: number[] = [], ray: number[] = [], jump: number[] = [];
  const overlap = new Uint8Array(2 * nt * n);
  for (let side = 0; side < 2; side++) {
    g.letters.forEach((letter, t) => {
      const piece = def.pieces[letter] as PieceDefinition;
      const mask = relaxed ? ANY_OUTCOME : outcomeMask(piece, letter);
      const { probes, start } = compileProbes(board, compileAtoms(board, piece.atoms, FORWARD[side] as Compass));
      for (let from = 0; from < n; from++) {
        const key = (side * nt + t) * n + from;
        leapStart[key] = leap.length; rayStart[key] = ray.length; jumpStart[key] = jump.length;
        const leapAt = new Map<number, number>();
        const reached: number[] = [];
        for (let i = start[from] as number; i < (start[from + 1] as number); i += 3) {
          const op = probes[i] as number, kind = op & 3, a = probes[i + 1] as number, b = probes[i + 2] as number;
          const mode = modeOf((op >> 2) & mask, swaps);
          if (mode === 0) continue;
          if (kind === PROBE_LAND) {
            if (a === from) continue;
            const at = leapAt.get(a);
            // Two atoms landing on one square make one entry allowing what either allows.
            if (at !== undefined) leap[at + 1] = (leap[at + 1] as number) | mode;
            else { leapAt.set(a, leap.length); leap.push(a, mode, -1, -1); reached.push(a); }
          } else if (kind === PROBE_JUMP) {
            jump.push(a, b, mode);
            reached.push(b);
          } else {
            const slot = a * n + from, first = board.rayStart[slot] as number;
            const len = Math.min(board.rayLength[slot] as number, b);
            if (len === 0) continue;
            ray.push(mode, len);
            for (let r = first; r < first + len; r++) { ray.push(board.rayNodes[r] as number); reached.push(board.rayNodes[r] as number); }
          }
        }
        if (new Set(reached).size < reached.length) overlap[key] = 1;
      }
    });
  }
  const end = 2 * nt * n;
  leapStart[end] = leap.length; rayStart[end] = ray.length; jumpStart[end] = jump.length;
  const type = (code: number): number => (code - 2) >> 1;
  const promotedPieceType = new Int16Array(nt).fill(-1);
  for (let t = 0; t < nt; t++) if (g.promoteCode[2 + 2 * t]) promotedPieceType[t] = type(g.promoteCode[2 + 2 * t] as number);
  const royal = Uint8Array.from({ length: nt }, (_, t) => (g.royalCode[2 + 2 * t] ? 1 : 0));
  const farRow = (side: number): Uint8Array => g.farRow.slice(side * n, side * n + n);
  const none = (): Uint8Array => new Uint8Array(nt);
  const nowhere = (): Uint8Array => new Uint8Array(n);
  const rules: Rules = {
    chess960: false, isPawn: none(), doubleStep: false, doubleStepRegion: [nowhere(), nowhere()], tripleStepRegion: [nowhere(), nowhere()],
    epTypes: [none(), none()], epRegion: [nowhere(), nowhere()],
    // "It becomes another piece at once when it ends a move on its far row."
    promotionRegion: [farRow(0), farRow(1)], promotionPawn: [none(), none()], promotionTypes: [[], []], mandatoryPawnPromotion: true,
    promotedPieceType, mandatoryPiecePromotion: true, piecePromotionOnCapture: false,
    cambodianMoves: false, drops: false, pieceDrops: false, gating: false, pieceDemotion: false, dropPromoted: false, mustDrop: false, mustDropType: -1,
    bishopType: -1, castlingDroppedPiece: false, sittuyinPromotion: false, capturesToHand: false, dropLoop: false, keepsPromoted: false, marksPromotions: false, writesPromotionMarks: false, dropOk: new Uint8Array(0),
    dropNoDoubled: -1, dropNoDoubledCount: 1, dropMateIllegal: -1, isMet: none(), isRook: none(), shatarMateRule: false, promotionLimit: new Int16Array(nt),
    castling: false, castlingKingsideFile: 0, castlingQueensideFile: 0, castlingRank: 0, castlingKingFile: 0, castlingKingPiece: [-1, -1],
    castlingRookKingsideFile: 0, castlingRookQueensideFile: 0, castlingRookPieces: [none(), none()],
    // No piece is a king in check: legality is only the rules of movement (isLegal's first answer).
    checking: true, mustCapture: false, blastOnCapture: false, blastImmune: none(), mutuallyImmune: none(), petrify: none(), petrifying: false, castlingWins: 0, flyingGeneral: false, passOnStalemate: [false, false], thinsList: false, oppositeCastling: false, dropChecks: true,
    pass: [false, false], immobilityIllegal: false, makpongRule: false, checkmateValue: -1, stalemateValue: -1, stalematePieceCount: false,
    freeDrops: false, enclosingDrop: 0, enclosingDropStart: null, flipEnclosed: 0, adjudicateFullBoard: false, walling: 0, wallOrMove: false, wallingRegion: [nowhere(), nowhere()],
    extinctionValue: null, extinctionTypes: none(), extinctionAll: false, extinctionPieceCount: 0, extinctionOpponentPieceCount: 0,
    extinctionClaim: false, extinctionPseudoRoyal: false, dupleCheck: false, nMoveRuleTypes: [none(), none()], materialCounting: null,
    flagPiece: [-1, -1], flagRegion: [null, null], flagMove: false, flagPieceSafe: false, flagPieceCount: 1, flagPieceBlockedWin: false, checkCounting: false,
    nMoveRule: 0, nFoldRule: 0, nFoldValue: 0, nFoldValueAbsolute: false, perpetualCheckIllegal: false, moveRepetitionIllegal: false, countingRule: null, bikjangRule: false, connect: null,
    swapWithAllies: swaps,
    jumpsOverAllies: jump.length > 0 ? { start: jumpStart, data: Int16Array.from(jump) } : null,
    noSwapBack: swaps && def.noSwapBack && !relaxed ? swapBackKeys(n) : null,
    lastRoyalPiece: royal.includes(1) ? royal : null,
    drawAfterPlies: draws.drawAfterPlies,
    threefoldEnds: draws.threefold,
    // "plies without a tag": a piece that evolves on the far row is no tag (Chess4's rule).
    promotionResetsCounter: false,
  };
  const letters = g.letters;
  const c: FairyCompiled = {
    def: { id: def.id, pieces: {}, startFen: '' }, id: def.id, name: def.name, players: [def.players[0], def.players[1]], files: def.files, ranks: def.ranks, n, nt, nc, letters, sanLetters: letters,
    typeOf: new Map(letters.map((l, t) => [l, t])), builtin: letters.map(() => undefined), values: letters.map(() => undefined), king: -1,
    leapStart, leapData: Int16Array.from(leap), rayStart, rayData: Int16Array.from(ray),
    hopStart: new Int32Array(2 * nt * n + 1), hopData: new Int16Array(0),
    regionOk: new Uint8Array(nc * n).fill(1),
    revStart: new Int32Array(2 * n + 1), revData: new Int16Array(0),
    revRayStart: new Int32Array(n + 1), revRayData: new Int16Array(0), rayReach: new Uint8Array(nc),
    revHopStart: new Int32Array(n + 1), revHopData: new Int16Array(0), hopReach: new Uint8Array(nc),
    shunsOwnKind: new Uint8Array(nc), immobile: new Uint8Array(nc * n),
    initialOnlyStart: new Int32Array(2 * nt * n).fill(-1), initialOnlyData: new Int16Array(0),
    overlap, rules, pinShortcut: false, plainLines: true, hasRegion: new Uint8Array(nc),
    // No royal piece is ever in check here (the last royal piece is captured, not mated) and no other legality rule is on.
    legalByMovement: true,
    memo: [],
  };
  return { c, keys: fairyKeys(c) };
}
