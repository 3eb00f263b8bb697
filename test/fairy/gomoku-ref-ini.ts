/**
 * Gomoku's rules in variants.ini's terms, written from mathworld.wolfram.com/Gomoku.html (not from
 * our data): free-style five in a row on 12x10 points, loaded into ffish as `gomoku-ref` — ffish has
 * no Gomoku of its own.
 */
export const GOMOKU_INI = ['[gomoku-ref]', 'maxRank = 10', 'maxFile = 12', 'immobile = p', `startFen = ${Array(10).fill('12').join('/')}[${'P'.repeat(60)}${'p'.repeat(60)}] w - - 0 1`,
  'pieceDrops = true', 'doubleStep = false', 'castling = false', 'stalemateValue = draw', 'immobilityIllegal = false', 'connectN = 5', 'nMoveRule = 0', ''].join('\n');
