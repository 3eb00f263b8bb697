/**
 * The search layer of English draughts: the family engine's word path
 * (engine/word-search.ts) under {@link englishRules}, in both capture modes —
 * huffing's pending offence, huff and insist moves live on the same mutable
 * state. This class turns that state into English positions and moves.
 */
import { findListed, WordSearch } from './engine/word-search.js';
import { englishContext } from './english-engine.js';
import { draughtsKeys } from './hash.js';
import { legalMoves } from './legal.js';
import type { DraughtsMove, DraughtsPosition, Offence } from './types.js';

/** Most moves kept per ply (far above any reachable English draughts position). */
export { MAX_WORD_MOVES as MAX_MOVES } from './engine/word-search.js';

const squareMask = (squares: readonly string[]): number => squares.reduce((m, sq) => m | (1 << (Number(sq) - 1)), 0);
const name = (id: number): string => String(id + 1);

/** The make/unmake state of an English draughts position (either capture mode). */
export class DraughtsSearch extends WordSearch<DraughtsPosition, DraughtsMove> {
  private readonly capture: DraughtsPosition['capture'];
  /** The offence of the root position, kept whole (its repetition list is what an insist restores). */
  private readonly rootOffence: Offence | undefined;

  constructor(position: DraughtsPosition) {
    const ctx = englishContext();
    const offence = position.offence;
    super({
      rules: ctx.rules,
      geometry: ctx.geometry,
      keys: draughtsKeys(),
      squares: position.squares,
      white: position.turn === 'white',
      quietPlies: position.quietPlies,
      repetition: position.repetition,
      drawPlies: position.drawAfterPlies,
      // A drawn English position lists no moves.
      stopAtDraw: true,
      dropDuplicates: false,
      huffing: position.capture === 'huffing',
      offence: offence && {
        offenders: squareMask(offence.offenders),
        from: Number(offence.from) - 1,
        to: Number(offence.to) - 1,
        wasKing: offence.wasKing,
        quietPlies: offence.quietPlies,
        repetition: offence.repetition,
      },
      mustCapture: position.mustCapture,
    });
    this.capture = position.capture;
    this.rootOffence = offence;
  }

  position(): DraughtsPosition {
    const base: DraughtsPosition = {
      variant: 'draughts',
      turn: this.side === 0 ? 'black' : 'white',
      squares: this.squares(32),
      capture: this.capture,
      drawAfterPlies: this.drawPlies,
      quietPlies: this.quiet,
      repetition: this.keys(),
    };
    if (this.mustCapture === 1) return { ...base, mustCapture: true };
    if (this.offMask === 0) return base;
    const offenders: string[] = [];
    for (let id = 0; id < 32; id++) if (((this.offMask >>> id) & 1) === 1) offenders.push(name(id));
    const offence: Offence =
      this.ply === 0 && this.rootOffence
        ? this.rootOffence
        : {
            from: name(this.offFrom),
            to: name(this.offTo),
            wasKing: this.offKing === 1,
            offenders,
            quietPlies: this.offQuiet,
            repetition: Array.from(this.hist.subarray(this.offWinStart, this.offHistLen)),
          };
    return { ...base, offence };
  }

  /**
   * The listed move of integer move `m`. Generation order differs from the
   * listing's (sorted by start and end), so the move is found by what it does.
   */
  move(m: number): DraughtsMove {
    return findListed(legalMoves(this.position()), this.describeMove(m), englishContext().geometry.names);
  }
}

/** The search state for a position, in either capture mode. */
export function draughtsSearch(position: DraughtsPosition): DraughtsSearch {
  return new DraughtsSearch(position);
}
