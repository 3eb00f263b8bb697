/**
 * Test helper: writes a FairyDefinition as a variants.ini section, so that ffish (Fairy-Stockfish)
 * can load our data and be compared with its own built-in variant of the same name. Written from
 * the format described in the header of Fairy-Stockfish's src/variants.ini.
 */
import type { FairyDefinition } from '../../src/core/declarative/fairy/definition.js';
import { BUILT_IN_PIECES } from '../../src/variants/fairy/ini-pieces.js';

/** Betza of the built-in pieces a `kingType` may name (variants.ini header). */
const BETZA_OF: Readonly<Record<string, string>> = { wazir: 'W', knight: 'N', commoner: 'K', king: 'K', fers: 'F' };

/** Fields written as they are (same key, same value text). */
const PLAIN = new Set([
  'maxRank', 'maxFile', 'startFen', 'chess960', 'diagonalLines', 'doubleStep', 'doubleStepRegionWhite', 'doubleStepRegionBlack',
  'tripleStepRegionWhite', 'tripleStepRegionBlack', 'enPassantTypes', 'enPassantTypesWhite', 'enPassantTypesBlack',
  'enPassantRegion', 'enPassantRegionWhite', 'enPassantRegionBlack', 'promotionRegionWhite', 'promotionRegionBlack',
  'promotionPawnTypes', 'promotionPawnTypesWhite', 'promotionPawnTypesBlack', 'promotionPieceTypes', 'promotionPieceTypesWhite',
  'promotionPieceTypesBlack', 'mandatoryPawnPromotion', 'mandatoryPiecePromotion', 'piecePromotionOnCapture', 'soldierPromotionRank',
  'castling', 'castlingKingsideFile', 'castlingQueensideFile', 'castlingRank', 'castlingKingFile', 'castlingKingPiece',
  'castlingKingPieceWhite', 'castlingKingPieceBlack', 'castlingRookKingsideFile', 'castlingRookQueensideFile', 'castlingRookPieces',
  'castlingRookPiecesWhite', 'castlingRookPiecesBlack', 'castlingWins', 'checking', 'mustCapture', 'blastOnCapture', 'blastImmuneTypes', 'mutuallyImmuneTypes', 'petrifyOnCaptureTypes',
  'flyingGeneral', 'pass', 'passWhite', 'passBlack', 'passOnStalemate', 'pieceDrops', 'capturesToHand', 'dropRegionWhite', 'dropRegionBlack', 'firstRankPawnDrops', 'promotionZonePawnDrops', 'dropNoDoubled', 'shogiPawnDropMateIllegal', 'dropLoop', 'twoBoards', 'dropNoDoubledCount', 'seirawanGating', 'pieceDemotion', 'dropPromoted', 'mustDrop', 'mustDropType', 'dropOppositeColoredBishop', 'castlingDroppedPiece', 'sittuyinRookDrop', 'sittuyinPromotion', 'immobilityIllegal', 'makpongRule', 'cambodianMoves',
  'checkmateValue', 'stalemateValue', 'stalematePieceCount', 'extinctionValue', 'extinctionPieceTypes', 'extinctionPieceCount',
  'extinctionOpponentPieceCount', 'extinctionClaim', 'extinctionPseudoRoyal', 'dupleCheck', 'flagPiece', 'flagPieceWhite',
  'flagPieceBlack', 'flagRegion', 'flagRegionWhite', 'flagRegionBlack', 'flagPieceCount', 'flagPieceBlockedWin', 'flagMove',
  'flagPieceSafe', 'checkCounting', 'nMoveRule', 'nMoveRuleTypes', 'nFoldRule', 'nFoldValue', 'nFoldValueAbsolute',
  'perpetualCheckIllegal', 'moveRepetitionIllegal', 'countingRule', 'materialCounting', 'bikjangRule', 'shatarMateRule',
  'passOnStalemateWhite', 'passOnStalemateBlack', 'oppositeCastling', 'dropChecks',
  'connectN', 'connectPieceTypes', 'connectHorizontal', 'connectVertical', 'connectDiagonal', 'connectRegion1White',
  'connectRegion2White', 'connectRegion1Black', 'connectRegion2Black', 'connectNxN', 'collinearN', 'connectValue',
  'freeDrops', 'enclosingDrop', 'enclosingDropStart', 'flipEnclosedPieces', 'adjudicateFullBoard', 'wallingRule', 'wallingRegion', 'wallingRegionWhite', 'wallingRegionBlack', 'wallOrMove',
]);

/** The chess pieces of Fairy-Stockfish's `chess` template, by ini key. */
const CHESS_TYPES = ['pawn', 'knight', 'bishop', 'rook', 'queen', 'king'];

/**
 * One ini section `[name:chess]` holding the definition: FairyDefinition's defaults are chess's, so
 * the section starts from chess, removes the chess pieces the definition lacks and spells out the
 * pawn-letter defaults (Fairy-Stockfish keeps those by piece type, FairyDefinition by letter).
 */
export function toIniSection(name: string, def: FairyDefinition): string {
  const lines = [`[${name}:chess]`];
  const used = new Set(Object.values(def.pieces));
  for (const type of CHESS_TYPES) if (!used.has(type)) lines.push(`${type} = -`);
  const letters = new Set(Object.keys(def.pieces).map((l) => l.toLowerCase()));
  // Fairy-Stockfish keeps these defaults by the pawn type; spelled out only where p is a pawn (not shogi's pawn).
  if (letters.has('p') && (def.pieces['P'] ?? def.pieces['p']) === 'pawn') {
    for (const key of ['promotionPawnTypes', 'enPassantTypes', 'nMoveRuleTypes'] as const) {
      if (def[key] === undefined) lines.push(`${key} = p`);
    }
  }
  if (def.promotionPieceTypes === undefined && def.promotionPieceTypesWhite === undefined) {
    const dflt = [...'qrbn'].filter((l) => letters.has(l)).join('');
    lines.push(`promotionPieceTypes = ${dflt === '' ? '-' : dflt}`);
  }
  const typeOfLetter = new Map<string, string>();
  let custom = 0;
  for (const [letter, movement] of Object.entries(def.pieces)) {
    const l = letter.toLowerCase();
    if (movement === 'king') {
      const kt = def.kingType;
      lines.push(kt === undefined ? `king = ${l}` : `king = ${l}:${BETZA_OF[kt] ?? kt}`);
      typeOfLetter.set(letter.toUpperCase(), 'King');
    } else if (BUILT_IN_PIECES.includes(movement)) {
      lines.push(`${movement} = ${l}`);
      typeOfLetter.set(letter.toUpperCase(), movement.charAt(0).toUpperCase() + movement.slice(1));
    } else {
      custom++;
      lines.push(`customPiece${custom} = ${l}:${movement}`);
      typeOfLetter.set(letter.toUpperCase(), `CustomPiece${custom}`);
    }
  }
  for (const [side, field] of [['White', def.mobilityRegionWhite], ['Black', def.mobilityRegionBlack]] as const) {
    for (const [letter, region] of Object.entries(field ?? {})) lines.push(`mobilityRegion${side}${typeOfLetter.get(letter.toUpperCase()) ?? '?'} = ${region}`);
  }
  for (const [key, value] of Object.entries(def)) {
    if (value === undefined) continue;
    if (key === 'promotionLimit' || key === 'promotedPieceType') {
      lines.push(`${key} = ${Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k.toLowerCase()}:${String(v).toLowerCase()}`).join(' ')}`);
    } else if (key === 'maxFile' && typeof value === 'number') {
      lines.push(`maxFile = ${String.fromCharCode(96 + value)}`);
    } else if (PLAIN.has(key)) {
      lines.push(`${key} = ${String(value)}`);
    }
  }
  // Fairy-Stockfish reads Cambodian's DEde first-move rights through its gating machinery.
  if (def.cambodianMoves === true || def.seirawanGating === true) lines.push('gating = true');
  return lines.join('\n');
}
