/** Game records of every game round-trip through JSON and through the game's record format (PGN, PDN, game text). */
import { readGameText, writeGameText, type GameRecord, type Move, type Position } from '../../src/core/index.js';
import { variants } from '../../src/index.js';
import { recordFromPgn, recordToPgn, type ChessMove, type ChessPosition } from '../../src/variants/chess/index.js';
import { recordFromPdn, recordToPdn, type DraughtsMove, type DraughtsPosition } from '../../src/variants/draughts/index.js';
import { recordsRoundTrip, type RecordFormat } from '../../src/testing/index.js';

type AnyRecord = GameRecord<Position, Move>;

const FORMATS: Readonly<Record<string, RecordFormat>> = {
  chess: {
    name: 'PGN',
    write: (r) => recordToPgn(r as unknown as GameRecord<ChessPosition, ChessMove>),
    read: (t) => recordFromPgn(t) as unknown as AnyRecord,
    comments: true,
  },
  draughts: {
    name: 'PDN',
    write: (r) => recordToPdn(r as unknown as GameRecord<DraughtsPosition, DraughtsMove>),
    read: (t) => recordFromPdn(t) as unknown as AnyRecord,
    comments: false,
  },
};

for (const variant of variants) {
  recordsRoundTrip(variant, FORMATS[variant.id] ?? { name: 'game text', write: writeGameText, read: (t) => readGameText(variant, t) as AnyRecord, comments: true });
}
