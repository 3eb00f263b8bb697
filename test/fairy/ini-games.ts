/**
 * Test helper: a few games of Fairy-Stockfish's `src/variants.ini` (sections `screen`, `mounted`,
 * `janggihouse`, `racingchess`, `checkmateless`, `antiminishogi`: the rules as that file states
 * them), read by our parseVariantsIni and loaded into the ffish oracle, and a comparison of the two
 * legal-move lists and perft counts on a position.
 */
import { expect } from 'vitest';
import { defineFairy, parseVariantsIni } from '../../src/variants/fairy/index.js';
import type { FairyVariant } from '../../src/core/declarative/fairy/variant.js';
import { ask, loadFfish, oraclePerft } from './ffish-oracle.js';

/** The sections, key for key as Fairy-Stockfish's variants.ini gives them. */
export const INI_GAMES = `
[screen:placement]
dropNoDoubled = p
startFen = 8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1
dropRegionWhite = *1 *2 *3 *4
dropRegionBlack = *8 *7 *6 *5

[mounted]
maxRank = 7
maxFile = 7
pieceDrops = true
capturesToHand = true
stalemateValue = loss
nFoldValue = loss
extinctionValue = loss
extinctionPseudoRoyal = true
extinctionPieceTypes = k
flagPiece = k
flagRegionWhite = *7
flagRegionBlack = *1
centaur = k
bishop = b
rook = r
cannon = c
customPiece1 = a:mBcpB
customPiece2 = s:FsfW
startFen = 1cbkra1/2s1s2/7/7/7/2S1S2/1CBKRA1 w - - 0 1

[janggihouse:janggi]
startFen = rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR[] w - - 0 1
pieceDrops = true
capturesToHand = true

[racingchess:chess]
flagPiece = k
flagRegionWhite = *8
flagRegionBlack = *1
flagMove = true
checking = false

[checkmateless:chess]
checking = false
stalemateValue = loss

[antiminishogi:minishogi]
king = -
commoner = k
mustCapture = true
stalemateValue = win
extinctionValue = win
extinctionPieceTypes = *
extinctionPseudoRoyal = false
`;

let games: Map<string, FairyVariant> | undefined;
/** One of the sections above as our variant. */
export function iniGame(id: string): FairyVariant {
  games ??= new Map([...parseVariantsIni(INI_GAMES)].map(([name, def]) => [name, defineFairy(def)]));
  const game = games.get(id);
  if (!game) throw new Error(`no ini game ${id}`);
  return game;
}

let loaded: Promise<Awaited<ReturnType<typeof loadFfish>>> | undefined;
/** ffish with the sections above loaded (its built-in variants stay available). */
export function oracle(): ReturnType<typeof loadFfish> {
  loaded ??= loadFfish().then((ff) => { ff.loadVariantConfig(INI_GAMES); return ff; });
  return loaded;
}

/** A game to compare: our variant and the name ffish knows it by. */
export interface Game { readonly variant: FairyVariant; readonly name: string }

/**
 * Our legal moves equal ffish's in `fen` after `moves`, and perft to `depth` equals ffish's count
 * (depth 1 compares only the lists). Returns ffish's moves for assertions on the rule itself.
 */
export async function sameAsFairyStockfish(game: Game, fen: string, moves: readonly string[] = [], depth = 1): Promise<readonly string[]> {
  const ff = await oracle();
  const theirs = ask(ff, { variant: game.name, fen, moves }).moves;
  let p = game.variant.parse(fen);
  for (const m of moves) p = game.variant.play(p, m);
  const where = `${game.name} ${fen} after ${moves.join(' ') || 'no moves'}`;
  expect(game.variant.legalMoves(p).map((m) => m.uci).sort(), where).toEqual(theirs);
  if (depth > 1) expect(game.variant.perft(p, depth), `perft(${depth}) ${where}`).toBe(oraclePerft(ff, { variant: game.name, fen, moves }, depth));
  return theirs;
}
