/**
 * The checks of a user's {@link FairyDefinition}: every field validated in turn, the first bad one
 * refused with `INVALID_DEFINITION` naming it, before compile.ts builds the engine's tables from a
 * definition it takes as valid. Only the entry points a user's definition goes through reach this
 * file (`defineFairy`, `parseVariantsIni`, `shogiVariant`, `xiangqiVariant`): the built-in
 * definitions are ours, known to pass (test/fairy/built-in-definitions.test.ts), so a one-game app
 * carries neither these checks nor their messages.
 */
import { fail } from '../../errors.js';
import { badDefinition } from '../invalid-definition.js';
import { parseBetza } from './betza.js';
import { BUILTIN_PIECES } from './builtin-pieces.js';
import { compileFairy, DROP_RULES, EDGE, FLIPPING, MAX_FILES, MAX_RANKS, STATIC, WALLING, type Compiled } from './compile.js';
import type { compileConnect } from './connect-lines.js';
import { FAIRY_DEFINITION_KEYS, type FairyDefinition } from './definition.js';
import { readBool, readFile, readInt, readPiece, readPieceSet, readRegion, readValue, type Geometry } from './fields.js';
import { readPlayers } from './players.js';
import { requireGameNames } from '../../definition-names.js';
import { missingRuleFile, type RuleFiles } from './rule-files.js';

/** Most piece types a definition may have. */
const MAX_TYPES = 60;

/**
 * {@link compileFairy} for a user's definition: its fields checked ({@link checkFairy}), then
 * compiled, then refused when it turns on a rule whose file `files` lacks (a game built with
 * `shogiVariant` or `xiangqiVariant`, which bring no rule file; rule-files.ts).
 */
export function compileChecked(def: FairyDefinition, files: RuleFiles): Compiled {
  checkFairy(def, files.connect?.compile);
  const c = compileFairy(def, files.connect?.compile);
  const missing = missingRuleFile(c, files);
  if (missing !== null) fail('INVALID_DEFINITION', `game definition: ${missing} needs a rule file this variant was built without (rule-files.ts)`);
  // The name as every game's is checked (core definition-names.ts; the variant is assembled without defineVariant's checks).
  requireGameNames(c, 'defineVariant');
  return c;
}

/** Is `key` one of the definition's own keys (not one an object inherits)? */
const own = (o: object, key: string): boolean => Object.prototype.hasOwnProperty.call(o, key);

/**
 * Validates a definition field by field, in the order the engine reads them: throws
 * `INVALID_DEFINITION` naming the first bad field. `connect` checks the line rules (connect-lines.ts).
 */
export function checkFairy(def: FairyDefinition, connect?: typeof compileConnect): void {
  if (typeof def !== 'object' || def === null || Array.isArray(def)) badDefinition('a fairy definition must be an object');
  const known = new Set<string>(FAIRY_DEFINITION_KEYS);
  for (const key of Object.keys(def)) if (!known.has(key)) badDefinition(`${JSON.stringify(key.slice(0, 60))} is not a field of a fairy definition (supported: the keys of FairyDefinition)`);
  if (typeof def.id !== 'string' || !/^[a-z0-9][a-z0-9_-]{0,63}$/i.test(def.id)) badDefinition('id must be a name of letters, digits, - and _ (at most 64)');
  if (def.name !== undefined && (typeof def.name !== 'string' || def.name.length > 200)) badDefinition('name must be a string of at most 200 characters');
  readPlayers(def.players);
  const ranks = readInt(def.maxRank, 'maxRank', 8, 1, MAX_RANKS);
  const files = typeof def.maxFile === 'string' ? readFile(def.maxFile, 'maxFile', 7, { files: MAX_FILES, ranks }) + 1 : readInt(def.maxFile, 'maxFile', 8, 1, MAX_FILES);
  const g: Geometry = { files, ranks };
  const n = files * ranks;

  // Pieces.
  const pieces = def.pieces;
  if (typeof pieces !== 'object' || pieces === null || Array.isArray(pieces)) badDefinition('pieces must be an object from piece letters to a piece name or Betza');
  const letters: string[] = [];
  const builtin: (string | undefined)[] = [];
  const typeOf = new Map<string, number>();
  for (const [key, value] of Object.entries(pieces)) {
    if (!/^[a-z]$/i.test(key)) badDefinition(`pieces: ${JSON.stringify(key.slice(0, 20))} is not one letter`);
    const letter = key.toUpperCase();
    if (typeOf.has(letter)) badDefinition(`pieces: the letter ${letter} is defined twice`);
    if (typeof value !== 'string') badDefinition(`pieces.${key} must be a built-in piece name or a Betza string`);
    if (letters.length >= MAX_TYPES) badDefinition(`pieces: more than ${MAX_TYPES} piece types`);
    const name = own(BUILTIN_PIECES, value) ? value : undefined;
    typeOf.set(letter, letters.length);
    letters.push(letter);
    builtin.push(name);
    parseBetza(name !== undefined ? (BUILTIN_PIECES[name] as string) : value, `pieces.${key}`);
  }
  if (letters.length === 0) badDefinition('pieces must define at least one piece');
  const nt = letters.length;
  const kings = builtin.flatMap((b, t) => (b === 'king' ? [t] : []));
  if (kings.length > 1) badDefinition('pieces: only one piece may be the king');
  const king = kings[0] ?? -1;
  if (def.kingType !== undefined) {
    if (king < 0) badDefinition('kingType needs a king among pieces');
    if (typeof def.kingType !== 'string') badDefinition('kingType must be a built-in piece name or Betza');
    const kt = def.kingType;
    parseBetza(own(BUILTIN_PIECES, kt) ? (BUILTIN_PIECES[kt] as string) : kt, 'kingType');
  }
  if (def.pieceSynonyms !== undefined) {
    if (typeof def.pieceSynonyms !== 'object' || def.pieceSynonyms === null) badDefinition('pieceSynonyms must be an object from letters to piece letters');
    for (const [syn, target] of Object.entries(def.pieceSynonyms)) {
      if (!/^[a-z]$/i.test(syn) || typeOf.has(syn.toUpperCase())) badDefinition(`pieceSynonyms: ${JSON.stringify(syn.slice(0, 20))} must be one letter no piece uses`);
      typeOf.set(syn.toUpperCase(), readPiece(target, `pieceSynonyms.${syn}`, typeOf));
    }
  }
  // Only the piece letters themselves (not synonyms) name piece sets.
  const pieceLetters = new Map<string, number>(letters.map((l, t) => [l, t]));
  const set = (v: unknown, field: string, star = false): Uint8Array => {
    const out = new Uint8Array(nt);
    if (v !== undefined) for (const t of readPieceSet(v, field, pieceLetters, star)) out[t] = 1;
    return out;
  };
  const region = (v: unknown, field: string): void => {
    if (v !== undefined) readRegion(v, field, g);
  };
  const sided = (both: unknown, white: unknown, black: unknown, field: string, read: (v: unknown, f: string) => unknown): void => {
    read(white ?? both, white !== undefined ? `${field}White` : field);
    read(black ?? both, black !== undefined ? `${field}Black` : field);
  };
  const piece = (v: unknown, f: string): void => {
    if (v !== undefined) readPiece(v, f, pieceLetters);
  };

  // Mobility regions.
  for (const field of ['mobilityRegionWhite', 'mobilityRegionBlack'] as const) {
    const m = def[field];
    if (m === undefined) continue;
    if (typeof m !== 'object' || m === null) badDefinition(`${field} must be an object from piece letters to regions`);
    for (const [letter, text] of Object.entries(m)) {
      readPiece(letter, `${field} key`, pieceLetters);
      readRegion(text, `${field}.${letter}`, g);
    }
  }
  // The fields that name one of a few words (drawing and square names: not Fairy-Stockfish keys).
  for (const [key, words] of [['boardStyle', 'squares intersections grid frame'], ['squareNames', 'algebraic usi'], ['pieceFaces', 'xiangqi janggi stones marks']] as const) {
    const value: unknown = def[key];
    if (value !== undefined && !words.split(' ').includes(value as string)) badDefinition(`${key} must be one of: ${words}`);
  }
  if (def.squareNames === 'usi' && (files > 9 || ranks > 9)) badDefinition(`squareNames 'usi' names at most 9 files and 9 ranks, not ${files}x${ranks}`);
  readBool(def.river, 'river', false);
  region(def.diagonalLines, 'diagonalLines');
  region(def.doubleStepRegionWhite, 'doubleStepRegionWhite');
  region(def.doubleStepRegionBlack, 'doubleStepRegionBlack');
  readInt(def.soldierPromotionRank, 'soldierPromotionRank', 1, 1, ranks);

  const passOnStalemate = readBool(def.passOnStalemate, 'passOnStalemate', false);
  readBool(def.passOnStalemateWhite, 'passOnStalemateWhite', passOnStalemate);
  readBool(def.passOnStalemateBlack, 'passOnStalemateBlack', passOnStalemate);
  readBool(def.chess960, 'chess960', false);
  readBool(def.doubleStep, 'doubleStep', true);
  region(def.tripleStepRegionWhite, 'tripleStepRegionWhite');
  region(def.tripleStepRegionBlack, 'tripleStepRegionBlack');
  sided(def.enPassantTypes, def.enPassantTypesWhite, def.enPassantTypesBlack, 'enPassantTypes', set);
  sided(def.enPassantRegion, def.enPassantRegionWhite, def.enPassantRegionBlack, 'enPassantRegion', region);
  region(def.promotionRegionWhite, 'promotionRegionWhite');
  region(def.promotionRegionBlack, 'promotionRegionBlack');
  sided(def.promotionPawnTypes, def.promotionPawnTypesWhite, def.promotionPawnTypesBlack, 'promotionPawnTypes', set);
  sided(def.promotionPieceTypes, def.promotionPieceTypesWhite, def.promotionPieceTypesBlack, 'promotionPieceTypes', set);
  readBool(def.mandatoryPawnPromotion, 'mandatoryPawnPromotion', true);
  const limits = def.promotionLimit;
  if (limits !== undefined) {
    if (typeof limits !== 'object' || limits === null) badDefinition('promotionLimit must be an object from piece letters to counts');
    for (const [letter, count] of Object.entries(limits)) {
      readPiece(letter, 'promotionLimit key', pieceLetters);
      readInt(count, `promotionLimit.${letter}`, 0, 0, 1000);
    }
  }
  const promoted = def.promotedPieceType;
  if (promoted !== undefined) {
    if (typeof promoted !== 'object' || promoted === null) badDefinition('promotedPieceType must be an object from piece letters to piece letters');
    for (const [letter, to] of Object.entries(promoted)) {
      readPiece(letter, 'promotedPieceType key', pieceLetters);
      readPiece(to, `promotedPieceType.${letter}`, pieceLetters);
    }
  }
  readBool(def.mandatoryPiecePromotion, 'mandatoryPiecePromotion', false);
  readBool(def.piecePromotionOnCapture, 'piecePromotionOnCapture', false);
  const cambodianMoves = readBool(def.cambodianMoves, 'cambodianMoves', false);
  readBool(def.shatarMateRule, 'shatarMateRule', false);
  readBool(def.castling, 'castling', true);
  readFile(def.castlingKingsideFile, 'castlingKingsideFile', 0, g);
  readFile(def.castlingQueensideFile, 'castlingQueensideFile', 0, g);
  readInt(def.castlingRank, 'castlingRank', 1, 1, ranks);
  readFile(def.castlingKingFile, 'castlingKingFile', 0, g);
  sided(def.castlingKingPiece, def.castlingKingPieceWhite, def.castlingKingPieceBlack, 'castlingKingPiece', piece);
  readFile(def.castlingRookKingsideFile, 'castlingRookKingsideFile', 0, g);
  readFile(def.castlingRookQueensideFile, 'castlingRookQueensideFile', 0, g);
  sided(def.castlingRookPieces, def.castlingRookPiecesWhite, def.castlingRookPiecesBlack, 'castlingRookPieces', set);
  const castlingWins = def.castlingWins;
  if (castlingWins !== undefined && castlingWins !== '-' && (typeof castlingWins !== 'string' || !/^[KQkq]{1,4}$/.test(castlingWins))) badDefinition(`castlingWins must be castling letters (KQkq) or '-'`);
  readBool(def.checking, 'checking', true);
  const mustCapture = readBool(def.mustCapture, 'mustCapture', false);
  readBool(def.blastOnCapture, 'blastOnCapture', false);
  set(def.blastImmuneTypes, 'blastImmuneTypes');
  set(def.mutuallyImmuneTypes, 'mutuallyImmuneTypes');
  const petrify = set(def.petrifyOnCaptureTypes, 'petrifyOnCaptureTypes');
  readBool(def.flyingGeneral, 'flyingGeneral', false);
  readBool(def.passWhite, 'passWhite', readBool(def.pass, 'pass', false));
  readBool(def.passBlack, 'passBlack', readBool(def.pass, 'pass', false));
  if (!mustCapture) readBool(def.mustDrop, 'mustDrop', false);
  readBool(def.oppositeCastling, 'oppositeCastling', false);
  readBool(def.dropChecks, 'dropChecks', true);
  readBool(def.immobilityIllegal, 'immobilityIllegal', false);
  readBool(def.makpongRule, 'makpongRule', false);
  readValue(def.checkmateValue, 'checkmateValue', -1);
  readValue(def.stalemateValue, 'stalemateValue', 0);
  readBool(def.stalematePieceCount, 'stalematePieceCount', false);
  readBool(def.freeDrops, 'freeDrops', false);
  readChoice(def.enclosingDrop, 'enclosingDrop', DROP_RULES);
  region(def.enclosingDropStart, 'enclosingDropStart');
  readChoice(def.flipEnclosedPieces, 'flipEnclosedPieces', FLIPPING);
  readBool(def.adjudicateFullBoard, 'adjudicateFullBoard', false);
  const walling = readChoice(def.wallingRule, 'wallingRule', WALLING);
  const wallOrMove = readBool(def.wallOrMove, 'wallOrMove', false);
  sided(def.wallingRegion, def.wallingRegionWhite, def.wallingRegionBlack, 'wallingRegion', region);
  readValue(def.extinctionValue, 'extinctionValue', null);
  set(typeof def.extinctionPieceTypes === 'string' ? def.extinctionPieceTypes.replace('*', '') : def.extinctionPieceTypes, 'extinctionPieceTypes');
  readInt(def.extinctionPieceCount, 'extinctionPieceCount', 0, 0, 1000);
  readInt(def.extinctionOpponentPieceCount, 'extinctionOpponentPieceCount', 0, 0, 1000);
  readBool(def.extinctionClaim, 'extinctionClaim', false);
  readBool(def.extinctionPseudoRoyal, 'extinctionPseudoRoyal', false);
  readBool(def.dupleCheck, 'dupleCheck', false);
  sided(def.nMoveRuleTypes, def.nMoveRuleTypesWhite, def.nMoveRuleTypesBlack, 'nMoveRuleTypes', set);
  if (def.materialCounting !== undefined && !['janggi', 'unweighted', 'whitedrawodds', 'blackdrawodds', 'none'].includes(def.materialCounting)) {
    badDefinition(`materialCounting must be 'janggi', 'unweighted', 'whitedrawodds', 'blackdrawodds' or 'none'`);
  }
  sided(def.flagPiece, def.flagPieceWhite, def.flagPieceBlack, 'flagPiece', (v, f) => v !== '*' && piece(v, f));
  sided(def.flagRegion, def.flagRegionWhite, def.flagRegionBlack, 'flagRegion', region);
  readBool(def.flagMove, 'flagMove', false);
  readBool(def.flagPieceSafe, 'flagPieceSafe', false);
  readInt(def.flagPieceCount, 'flagPieceCount', 1, 1, 1000);
  readBool(def.flagPieceBlockedWin, 'flagPieceBlockedWin', false);
  readBool(def.checkCounting, 'checkCounting', false);
  readInt(def.nMoveRule, 'nMoveRule', 50, 0, 10000);
  readInt(def.nFoldRule, 'nFoldRule', 3, 0, 1000);
  if (readValue(def.nFoldValue, 'nFoldValue', 0) === null) badDefinition(`nFoldValue must be 'win', 'loss' or 'draw'`);
  readBool(def.nFoldValueAbsolute, 'nFoldValueAbsolute', false);
  readBool(def.perpetualCheckIllegal, 'perpetualCheckIllegal', false);
  readBool(def.moveRepetitionIllegal, 'moveRepetitionIllegal', false);
  if (def.countingRule !== undefined && !['makruk', 'cambodian', 'asean', 'none'].includes(def.countingRule)) badDefinition(`countingRule must be 'makruk', 'cambodian', 'asean' or 'none'`);
  readBool(def.bikjangRule, 'bikjangRule', false);
  if (connect === undefined) withoutLines(def);
  else connect(def, g, pieceLetters, nt);
  const pieceDrops = readBool(def.pieceDrops, 'pieceDrops', false);
  const freeDrops = readBool(def.freeDrops, 'freeDrops', false);
  const gating = readBool(def.seirawanGating, 'seirawanGating', false);
  const drops = (pieceDrops && !freeDrops) || gating;
  const pieceDemotion = readBool(def.pieceDemotion, 'pieceDemotion', false);
  const dropPromoted = readBool(def.dropPromoted, 'dropPromoted', false);
  readBool(def.mustDrop, 'mustDrop', false);
  if (def.mustDropType !== '*') piece(def.mustDropType, 'mustDropType');
  readBool(def.dropOppositeColoredBishop, 'dropOppositeColoredBishop', false);
  readBool(def.castlingDroppedPiece, 'castlingDroppedPiece', false);
  readBool(def.sittuyinPromotion, 'sittuyinPromotion', false);
  const capturesToHand = readBool(def.capturesToHand, 'capturesToHand', false);
  readBool(def.dropLoop, 'dropLoop', false);
  if (def.dropNoDoubled !== '-') piece(def.dropNoDoubled, 'dropNoDoubled');
  readInt(def.dropNoDoubledCount, 'dropNoDoubledCount', 1, 0, 12);
  const twoBoards = readBool(def.twoBoards, 'twoBoards', false);
  const keepsPromoted = capturesToHand || twoBoards || (promoted !== undefined && Object.keys(promoted).length > 0);
  // A demotion turns a piece back into the one it promoted from: only pieces whose origin the state
  // keeps (promotedPieceType's `+X` kinds, captures to the hand). A pawn's promotion elsewhere would
  // demote into nothing (Fairy-Stockfish keeps no unpromoted piece for it).
  if (pieceDemotion && !keepsPromoted) badDefinition('pieceDemotion needs promotedPieceType or capturesToHand (a piece to demote into)');
  // The drop fields are read only where there are drops.
  if (drops || pieceDrops) {
    readBool(def.firstRankPawnDrops, 'firstRankPawnDrops', false);
    readBool(def.promotionZonePawnDrops, 'promotionZonePawnDrops', false);
    readBool(def.sittuyinRookDrop, 'sittuyinRookDrop', false);
    region(def.dropRegionWhite, 'dropRegionWhite');
    region(def.dropRegionBlack, 'dropRegionBlack');
  }
  readBool(def.shogiPawnDropMateIllegal, 'shogiPawnDropMateIllegal', false);
  // A royal king turned into a wall would leave its side without one (Fairy-Stockfish's pseudo-royal pieces cannot capture instead).
  if (king >= 0 && petrify[king] === 1) badDefinition('petrifyOnCaptureTypes may not include the royal king (a pseudo-royal piece may: extinctionPseudoRoyal)');
  // Both keep their first-move marks in the state's gate squares.
  if (gating && cambodianMoves) badDefinition('seirawanGating and cambodianMoves cannot be combined');
  // A walling move keeps its wall square where gating moves keep the gated piece (move-code.ts).
  if (walling !== 0 && gating) badDefinition('wallingRule and seirawanGating cannot be combined');
  // The wall square plus one fits the move's 7 bits.
  if (walling !== 0 && n > 126) badDefinition('wallingRule needs a board of at most 126 squares');
  // A wall alone is placed where the rule needs no moved piece: any empty square, or the edge's.
  if (wallOrMove && walling !== STATIC && walling !== EDGE) badDefinition('wallOrMove needs wallingRule static or edge');
  // freeDrops without pieceDrops says nothing, as in Fairy-Stockfish (crusade turns ataxx's drops off).
  if (dropPromoted && !(capturesToHand && pieceDrops)) badDefinition('dropPromoted needs pieceDrops and capturesToHand');
  if (typeof def.startFen !== 'string' || def.startFen.length === 0 || def.startFen.length > 2000) badDefinition('startFen must be a FEN string');
  checkPieceValues(def.pieceValues, typeOf);
}

/** The line rules of a definition compiled without them: none, or the definition is refused. */
function withoutLines(def: FairyDefinition): void {
  const field = Object.keys(def).find((k) => /^(connect|collinearN)/.test(k));
  if (field !== undefined) badDefinition(`${field} needs the line rules (connect-n.ts), which this variant was built without`);
}

/** A field that names one of `choices` (absent: 0). */
function readChoice(v: unknown, field: string, choices: Readonly<Record<string, number>>): number {
  if (v === undefined) return 0;
  if (typeof v !== 'string' || !Object.hasOwn(choices, v)) badDefinition(`${field} must be one of ${Object.keys(choices).map((k) => `'${k}'`).join(', ')}`);
  return choices[v] as number;
}

/** The definition's `pieceValues`: letters of its pieces, finite numbers of pawns. */
function checkPieceValues(given: unknown, typeOf: ReadonlyMap<string, number>): void {
  if (given === undefined) return;
  if (typeof given !== 'object' || given === null || Array.isArray(given)) badDefinition('pieceValues must be an object from piece letters to a number of pawns');
  for (const [key, value] of Object.entries(given)) {
    if (!typeOf.has(key.toUpperCase())) badDefinition(`pieceValues: ${JSON.stringify(key.slice(0, 20))} is not a piece letter of this game`);
    if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > 1000) badDefinition(`pieceValues.${key} must be a number of pawns (at most 1000), got ${JSON.stringify(value)}`);
  }
}
