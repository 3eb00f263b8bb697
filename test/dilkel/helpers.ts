/**
 * Test helpers: positions written as readable piece lists, turned into Dilkel
 * position text by a small writer of its own (not the library's formatter).
 */
import { dilkel, type DilkelOptions, type DilkelPosition } from '../../src/variants/dilkel/index.js';

export interface Layout {
  /** Player to move: R, B, Y or G. */
  readonly turn: 'R' | 'B' | 'Y' | 'G';
  /** Pieces like `rK g1, bR h3, yP e13`. */
  readonly pieces: string;
  readonly eliminated?: string;
  readonly short?: string;
  readonly long?: string;
  readonly captured?: string;
  readonly ep?: string;
  readonly plies?: number;
}

const hole = (x: number, y: number): boolean => (x < 3 || x > 10) && (y < 3 || y > 10);

/** Dilkel position text for a layout. */
export function text(l: Layout): string {
  const at = new Map<string, string>();
  for (const entry of l.pieces.split(',').map((s) => s.trim()).filter(Boolean)) {
    const [piece, square] = entry.split(/\s+/) as [string, string];
    at.set(square, piece);
  }
  const ranks: string[] = [];
  for (let y = 13; y >= 0; y--) {
    const cells: string[] = [];
    let run = 0;
    for (let x = 0; x < 14; x++) {
      const sq = String.fromCharCode(97 + x) + String(y + 1);
      const piece = at.get(sq);
      if (!hole(x, y) && !piece) { run++; continue; }
      if (run) cells.push(String(run));
      run = 0;
      cells.push(hole(x, y) ? 'x' : (piece as string));
    }
    if (run) cells.push(String(run));
    ranks.push(cells.join(','));
  }
  return [l.turn, l.eliminated ?? '0,0,0,0', l.short ?? '0,0,0,0', l.long ?? '0,0,0,0', l.captured ?? ',,,', l.ep ?? ',,,', String(l.plies ?? 0), ranks.join('/')].join('-');
}

/** A position from a layout. */
export function at(l: Layout, options?: DilkelOptions): DilkelPosition {
  return dilkel.parse(text(l), options);
}

/** Plays several moves in order. */
export function playAll(p: DilkelPosition, moves: string): DilkelPosition {
  return moves.split(/\s+/).filter(Boolean).reduce((q, m) => dilkel.play(q, m), p);
}

/** Notations of the legal moves, sorted. */
export function notations(p: DilkelPosition): string[] {
  return dilkel.legalMoves(p).map((m) => m.notation).sort();
}

/** Notations of legal moves starting on `square`, sorted. */
export function movesFrom(p: DilkelPosition, square: string): string[] {
  return dilkel.legalMoves(p).filter((m) => m.from === square).map((m) => m.notation).sort();
}

/** The four kings on their home squares. */
export const HOME_KINGS = 'rK g1, bK a8, yK h14, gK n7';

/** The documented start position text. */
export const START_TEXT =
  'R-0,0,0,0-1,1,1,1-1,1,1,1-,,,-,,,-0-' +
  [
    'x,x,x,yR,yN,yB,yQ,yK,yB,yN,yR,x,x,x',
    'x,x,x,yP,yP,yP,yP,yP,yP,yP,yP,x,x,x',
    'x,x,x,8,x,x,x',
    'bR,bP,10,gP,gR',
    'bN,bP,10,gP,gN',
    'bB,bP,10,gP,gB',
    'bK,bP,10,gP,gQ',
    'bQ,bP,10,gP,gK',
    'bB,bP,10,gP,gB',
    'bN,bP,10,gP,gN',
    'bR,bP,10,gP,gR',
    'x,x,x,8,x,x,x',
    'x,x,x,rP,rP,rP,rP,rP,rP,rP,rP,x,x,x',
    'x,x,x,rR,rN,rB,rK,rQ,rB,rN,rR,x,x,x',
  ].join('/');
