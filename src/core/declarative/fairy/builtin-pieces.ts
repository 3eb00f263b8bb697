/**
 * Fairy-Stockfish's built-in piece types by name, with the Betza each is read as
 * (facts from its `piece.cpp`). A definition names them in `pieces` (`{ P: 'pawn' }`);
 * a few carry behaviour beyond their moves, which the engine keys on the name:
 * `pawn` (double steps, en passant, promotion), `king` (royal, castles), `rook`
 * (castling partner), `soldier` (xiangqi: forward only before its promotion rank),
 * `janggiCannon` (never hops over or takes a cannon), and janggi's palace diagonals
 * (`wazir` → fers, `soldier` → forward fers, `rook` → bishop, `janggiCannon` → diagonal cannon).
 */
export const BUILTIN_PIECES: Readonly<Record<string, string>> = {
  pawn: 'fmWfceF',
  knight: 'N',
  bishop: 'B',
  rook: 'R',
  queen: 'Q',
  fers: 'F',
  alfil: 'A',
  fersAlfil: 'FA',
  silver: 'FfW',
  aiwok: 'RNF',
  bers: 'RF',
  archbishop: 'BN',
  chancellor: 'RN',
  amazon: 'QN',
  knibis: 'mNcB',
  biskni: 'mBcN',
  kniroo: 'mNcR',
  rookni: 'mRcN',
  shogiPawn: 'fW',
  lance: 'fR',
  shogiKnight: 'fN',
  gold: 'WfF',
  dragonHorse: 'BW',
  clobber: 'cW',
  breakthrough: 'fmWfF',
  immobile: '',
  cannon: 'mRcpR',
  janggiCannon: 'pR',
  soldier: 'fsW',
  horse: 'nN',
  elephant: 'nA',
  janggiElephant: 'nZ',
  banner: 'RcpRnN',
  wazir: 'W',
  commoner: 'K',
  centaur: 'KN',
  king: 'K',
  // Fairy-Stockfish's names for the Thai pieces are aliases of these types.
  khon: 'FfW',
  met: 'F',
};
