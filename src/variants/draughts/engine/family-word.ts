/** Family positions on the word path (word-search.ts): the rules object's own draw rules, the family's hash keys and move list. */
import type { FamilyContext } from './context.js';
import { familyKeys } from './hash.js';
import { familyMoves } from './moves.js';
import type { FamilyMove, FamilyPosition } from './types.js';
import { findListed, WordSearch } from './word-search.js';

/** The word-path search state of a family position. */
export class FamilyWordSearch extends WordSearch<FamilyPosition, FamilyMove> {
  private readonly duplicates: FamilyPosition['duplicates'];

  constructor(private readonly ctx: FamilyContext, position: FamilyPosition) {
    super({
      rules: ctx.rules,
      geometry: ctx.geometry,
      keys: familyKeys(ctx.geometry.n),
      squares: position.squares,
      white: position.turn === 'white',
      quietPlies: position.quietPlies,
      repetition: position.repetition,
      drawPlies: ctx.rules.draw.quietPlies,
      // Like chess, a drawn family position still lists its moves; status reports the draw.
      stopAtDraw: false,
      dropDuplicates: position.duplicates === 'drop',
      huffing: false,
    });
    this.duplicates = position.duplicates;
  }

  position(): FamilyPosition {
    return {
      variant: this.ctx.rules.id,
      turn: this.side === 0 ? 'black' : 'white',
      squares: this.squares(this.ctx.geometry.n),
      duplicates: this.duplicates,
      quietPlies: this.quiet,
      repetition: this.keys(),
    };
  }

  move(m: number): FamilyMove {
    const d = this.describeMove(m);
    return findListed(familyMoves(this.ctx, this.position()), d, this.ctx.geometry.names);
  }
}
