import { describe, expect, it } from 'vitest';
import { chess, insufficientMaterial, type ChessPosition } from '../../src/variants/chess/index.js';
import { readJsonl } from '../chess/reference-data.js';

interface RuleRow {
  readonly id: string;
  readonly category: string;
  readonly fen: string;
  readonly moves_san?: readonly string[];
  readonly move_uci?: string;
  readonly note?: string;
  readonly expect: Readonly<Record<string, unknown>>;
}

const rows = readJsonl<RuleRow>(new URL('../reference/data/chess-rules.jsonl', import.meta.url));

// Published status cases (chess.js, python-chess, chessops, Sedlak). Per-side "cannot win" flags
// (insufficient_white / insufficient_black) are python-chess extras, not rules of the game; the
// combined insufficient_material flag is checked.
describe('chess rules reference (chess-rules.jsonl)', () => {
  it.each(rows.map((r) => [`${r.category}: ${r.id}`, r] as const))('%s', (_title, row) => {
    let p: ChessPosition = chess.parse(row.fen);
    for (const san of row.moves_san ?? []) p = chess.play(p, san);
    const status = chess.status(p);
    const e = row.expect;
    const claim = status.over ? undefined : status.claimableDraw;
    let checked = 0;
    const check = (key: string, actual: unknown): void => {
      if (key in e) {
        expect(actual, key).toBe(e[key]);
        checked++;
      }
    };
    check('checkmate', status.over && status.reason === 'checkmate');
    check('stalemate', status.over && status.reason === 'stalemate');
    check('legal_moves', chess.legalMoves(p).length);
    check('fen_after', chess.format(p));
    check('insufficient_material', insufficientMaterial(p.board));
    check('is_fifty_moves', !status.over && claim === 'fifty-move-rule' && p.halfmove >= 100);
    check('can_claim_fifty_moves', claim === 'fifty-move-rule');
    check('is_seventyfive_moves', status.over && status.reason === 'seventy-five-move-rule');
    check('can_claim_threefold', claim === 'threefold-repetition');
    check('is_fivefold', status.over && status.reason === 'fivefold-repetition');
    check('check', !status.over && status.check === true);
    if (row.move_uci !== undefined) check('legal', chess.legalMoves(p).some((m) => m.uci === row.move_uci));
    if (e.insufficient_material === true && chess.legalMoves(p).length > 0) {
      expect(status.over && status.reason).toBe('insufficient-material');
    }
    expect(checked, 'row expectations were checked').toBeGreaterThan(0);
  });
});
