/**
 * A dropped king may not land on an attacked square (Fairy-Stockfish's `Position::legal`: "if the
 * moving piece is a king, check whether the destination square is attacked", drops included).
 * Oracle: ffish, on issue 29's positions.
 */
import { describe, expect, it } from 'vitest';
import { crazyhouse as chessCrazyhouse } from '../../src/variants/chess/index.js';
import { crazyhouse, placement } from '../../src/variants/fairy/index.js';
import { iniGame, sameAsFairyStockfish } from './ini-games.js';

// A black queen on a5 attacks the first rank's a1 and e1 (a5-e1 diagonal) and much of the board.
const QUEEN_AND_KING_IN_HAND = 'k7/8/8/q7/8/8/8/8[K] w - - 0 1';

describe('a king may not be dropped on an attacked square', () => {
  it('placement: the king in hand goes only to the first-rank squares the queen on a5 does not attack', async () => {
    const theirs = await sameAsFairyStockfish({ variant: placement, name: 'placement' }, QUEEN_AND_KING_IN_HAND, [], 2);
    expect(theirs).not.toContain('K@a1');
    expect(theirs).not.toContain('K@e1');
  });

  it('fairy crazyhouse: no king drop on the 22 squares the queen on a5 attacks', async () => {
    const theirs = await sameAsFairyStockfish({ variant: crazyhouse, name: 'crazyhouse' }, QUEEN_AND_KING_IN_HAND, [], 2);
    for (const sq of ['a1', 'a4', 'b4', 'b6', 'c3', 'd8', 'e1', 'h5']) expect(theirs).not.toContain(`K@${sq}`);
  });

  it('chess-engine crazyhouse: a king in a pocket is refused as INVALID_FEN (a king is never captured), so it never drops one', () => {
    expect(() => chessCrazyhouse.parse(QUEEN_AND_KING_IN_HAND)).toThrow(expect.objectContaining({ name: 'BoardwrightError', code: 'INVALID_FEN' }));
  });

  it('screen (variants.ini): after P@a2 Q@e5 White may not drop its king on e1-e4 nor on the queen\'s diagonals', async () => {
    const start = '8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1';
    const theirs = await sameAsFairyStockfish({ variant: iniGame('screen'), name: 'screen' }, start, ['P@a2', 'Q@e5']);
    for (const sq of ['e1', 'e4', 'a1', 'h2']) expect(theirs).not.toContain(`K@${sq}`);
    expect(theirs).toContain('K@d1');
  });
});
