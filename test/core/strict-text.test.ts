/**
 * Strict move text (`play(p, text, { strict: true })`): a server accepts one spelling per move, the
 * canonical notation the game lists (and UCI in chess). A misspelt legal move is INVALID_MOVE_TEXT
 * naming the canonical text; text naming no legal move keeps the tolerant reader's error.
 * Chess spellings from the PGN standard (8.2.3: SAN, "O-O", check marks) and the UCI protocol
 * (long algebraic, lowercase promotion letter); draughts from PDN 3.0 (every landing square of a capture).
 */
import { describe, expect, it } from 'vitest';
import { attempt, type AnyVariant } from '../../src/core/index.js';
import { chess } from '../../src/variants/chess/index.js';
import { draughts } from '../../src/variants/draughts/index.js';
import { dilkel } from '../../src/variants/dilkel/index.js';
import { diamondQueens } from '../../src/variants/diamond/index.js';

const STRICT = { strict: true } as const;

/** The error code and canonical suggestion of a strict play, or 'ok'. */
function strict(variant: AnyVariant, fen: string | undefined, text: string): string {
  const position = fen === undefined ? variant.setup() : variant.parse(fen);
  const r = variant.tryPlay(position, text, STRICT);
  if (r.ok) return 'ok';
  const canonical = r.error.detail?.['canonical'];
  return canonical === undefined ? r.error.code : `${r.error.code} ${String(canonical)}`;
}

const CASTLE = '4k3/8/8/8/8/8/8/4K2R w K - 0 1';
const PROMOTE = '8/4P3/8/8/8/8/k7/4K3 w - - 0 1';
// 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6: Qxf7 is mate (scholar's mate).
const SCHOLAR = 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4';

describe('strict move text: chess accepts SAN as listed and UCI, nothing else', () => {
  it('the listed SAN and the UCI of a legal move are accepted', () => {
    expect(strict(chess, undefined, 'e4')).toBe('ok');
    expect(strict(chess, undefined, 'e2e4')).toBe('ok');
    expect(strict(chess, undefined, 'Nf3')).toBe('ok');
    expect(strict(chess, CASTLE, 'O-O')).toBe('ok');
    expect(strict(chess, CASTLE, 'e1g1')).toBe('ok');
    expect(strict(chess, PROMOTE, 'e8=Q')).toBe('ok');
    expect(strict(chess, PROMOTE, 'e7e8q')).toBe('ok');
    expect(strict(chess, SCHOLAR, 'Qxf7#')).toBe('ok');
  });

  it('strict play reaches the same position as tolerant play', () => {
    const p = chess.parse(SCHOLAR);
    expect(chess.format(chess.play(p, 'Qxf7#', STRICT))).toBe(chess.format(chess.play(p, 'Qxf7')));
  });

  it('a check mark the move does not give, or a missing one, is refused: e4+, Qxf7, Qxf7+', () => {
    expect(strict(chess, undefined, 'e4+')).toBe('INVALID_MOVE_TEXT e4');
    expect(strict(chess, SCHOLAR, 'Qxf7')).toBe('INVALID_MOVE_TEXT Qxf7#');
    expect(strict(chess, SCHOLAR, 'Qxf7+')).toBe('INVALID_MOVE_TEXT Qxf7#');
  });

  it('needless disambiguation, long algebraic with a piece letter and zeros for castling are refused: Ng1f3, 0-0', () => {
    expect(strict(chess, undefined, 'Ng1f3')).toBe('INVALID_MOVE_TEXT Nf3');
    expect(strict(chess, undefined, 'Ngf3')).toBe('INVALID_MOVE_TEXT Nf3');
    expect(strict(chess, CASTLE, '0-0')).toBe('INVALID_MOVE_TEXT O-O');
  });

  it('other letter cases and promotion spellings are refused: e8Q, e8=q, e7e8Q', () => {
    expect(strict(chess, PROMOTE, 'e8Q')).toBe('INVALID_MOVE_TEXT e8=Q');
    expect(strict(chess, PROMOTE, 'e8=q')).toBe('INVALID_MOVE_TEXT e8=Q');
    expect(strict(chess, PROMOTE, 'e7e8Q')).toBe('INVALID_MOVE_TEXT e8=Q');
    expect(strict(chess, undefined, 'nf3')).toMatch(/^INVALID_MOVE_TEXT/);
  });

  it('spaces around the text are refused in strict mode (tolerant mode trims them)', () => {
    expect(strict(chess, undefined, ' e4')).toBe('INVALID_MOVE_TEXT e4');
    expect(chess.tryPlay(chess.setup(), ' e4').ok).toBe(true);
  });

  it('text naming no legal move keeps its tolerant error: ILLEGAL_MOVE for Ke2, INVALID_MOVE_TEXT for junk', () => {
    expect(strict(chess, undefined, 'Ke2')).toBe('ILLEGAL_MOVE');
    expect(strict(chess, undefined, 'e5')).toBe('ILLEGAL_MOVE');
    expect(strict(chess, undefined, 'hello')).toBe('INVALID_MOVE_TEXT');
  });

  it('a listed move object plays in strict mode as in tolerant mode (a decorated one: strict-move-objects.test.ts)', () => {
    const p = chess.setup();
    const move = chess.legalMoves(p)[0]!;
    expect(chess.format(chess.play(p, move, STRICT))).toBe(chess.format(chess.play(p, move)));
  });
});

describe('strict move text: draughts accepts the listed PDN move only', () => {
  it('a step and a full capture as listed are accepted', () => {
    expect(strict(draughts, undefined, '11-15')).toBe('ok');
    expect(strict(draughts, 'B:W19,27:B15', '15x24x31')).toBe('ok');
  });

  it('a capture shortened to its first and last square (15x31) is refused, naming the full text', () => {
    expect(strict(draughts, 'B:W19,27:B15', '15x31')).toBe('INVALID_MOVE_TEXT 15x24x31');
    expect(draughts.tryPlay(draughts.parse('B:W19,27:B15'), '15x31').ok).toBe(true);
  });

  it('a capture written with "-" is refused, naming the x form', () => {
    expect(strict(draughts, 'B:W19:B15', '15-24')).toBe('INVALID_MOVE_TEXT 15x24');
  });

  it('a move that is not legal stays ILLEGAL_MOVE, junk INVALID_MOVE_TEXT', () => {
    expect(strict(draughts, undefined, '11-14')).toBe('ILLEGAL_MOVE');
    expect(strict(draughts, undefined, 'e2e4')).toBe('INVALID_MOVE_TEXT');
  });
});

describe('strict move text: the other games accept their listed notation only', () => {
  it('Dilkel: long algebraic as listed; without the hyphen it is refused', () => {
    const p = dilkel.setup();
    const move = dilkel.legalMoves(p).find((m) => m.notation.includes('-'))!;
    expect(dilkel.tryPlay(p, move.notation, STRICT).ok).toBe(true);
    const loose = move.notation.replace('-', '');
    expect(strict(dilkel, undefined, loose)).toBe(`INVALID_MOVE_TEXT ${move.notation}`);
  });

  it('Diamond Queens: a lone man written without its count "1*" is refused', () => {
    const text = 'A:A13A:B21*2,1B'; // A has one man, on 13A
    const p = diamondQueens.parse(text);
    const move = diamondQueens.legalMoves(p).find((m) => m.notation.startsWith('1*13A'))!;
    expect(diamondQueens.tryPlay(p, move.notation, STRICT).ok).toBe(true);
    expect(strict(diamondQueens, text, move.notation.slice(2))).toBe(`INVALID_MOVE_TEXT ${move.notation}`);
  });
});

describe('play options are checked', () => {
  it('unknown options, or strict not a boolean, are INVALID_OPTION; the position is unchanged', () => {
    const p = chess.setup();
    const before = JSON.stringify(p);
    for (const options of [{ strcit: true }, { strict: 'yes' }, 42, null]) {
      expect(attempt(() => chess.play(p, 'e4', options as never))).toMatchObject({ ok: false, error: { code: 'INVALID_OPTION' } });
      expect(attempt(() => draughts.play(draughts.setup(), '11-15', options as never))).toMatchObject({ ok: false, error: { code: 'INVALID_OPTION' } });
    }
    expect(JSON.stringify(p)).toBe(before);
  });
});
