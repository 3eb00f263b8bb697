/**
 * The board field of position text, FEN-like: ranks top first separated by
 * `/`, piece letters (upper case for the first player) and counts of empty
 * squares: `yptl/3k/K3/LTPY`.
 */
import { fail } from '../errors.js';
import { algebraic } from '../shapes.js';
import type { Compiled } from './compiled.js';
import type { DeclarativePosition } from './types.js';

/** What reading a board needs (the setup is read while compiling, before the rest exists). */
export type BoardFieldContext = Pick<Compiled, 'def' | 'n' | 'letters' | 'codeOf' | 'board'>;

/** Reads the board field into piece codes by node id; errors name the field, rank and character. Linear time. */
export function readBoardField(g: BoardFieldContext, text: string, field: string): Int8Array {
  const { files, ranks } = g.def;
  const cells = new Int8Array(g.n);
  const rows = text.split('/');
  const known = `${g.letters.join(' ')} (upper case ${g.def.players[0]}, lower case ${g.def.players[1]})`;
  if (rows.length !== ranks) fail('INVALID_POSITION', `${field}: the board needs ${ranks} ranks separated by "/", found ${rows.length} in "${text.length > 60 ? `${text.slice(0, 60)}…` : text}"`);
  let offset = 0;
  rows.forEach((row, i) => {
    const rank = ranks - i;
    let file = 0;
    for (let j = 0; j < row.length; j++) {
      const ch = row.charAt(j);
      const at = `${field}, rank ${rank}, character ${offset + j + 1} "${ch}"`;
      if (ch >= '1' && ch <= '9') {
        let run = ch.charCodeAt(0) - 48;
        while (j + 1 < row.length && row.charAt(j + 1) >= '0' && row.charAt(j + 1) <= '9') {
          j++;
          run = run * 10 + row.charCodeAt(j) - 48;
          // Stop early: a huge digit run must not become a huge number (the check below reports it).
          if (run > files) break;
        }
        file += run;
      } else {
        const code = g.codeOf.get(ch);
        if (code === undefined) fail('INVALID_POSITION', `${at}: not a piece letter or an empty-square count; pieces are ${known}`);
        if (file >= files) fail('INVALID_POSITION', `${at}: rank ${rank} has more than ${files} squares`);
        // rect numbers nodes rank by rank from a1.
        cells[(rank - 1) * files + file] = code;
        file++;
      }
      if (file > files) fail('INVALID_POSITION', `${at}: rank ${rank} has more than ${files} squares`);
    }
    if (file < files) fail('INVALID_POSITION', `${field}: rank ${rank} ("${row}") has ${file} squares, it needs ${files}`);
    offset += row.length + 1;
  });
  return cells;
}

/** Writes a position's board field. */
export function writeBoardField(g: Pick<Compiled, 'def'>, p: DeclarativePosition): string {
  const rows: string[] = [];
  for (let rank = g.def.ranks; rank >= 1; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < g.def.files; file++) {
      const letter = p.pieces[algebraic(file, rank - 1)];
      if (letter === undefined) {
        empty++;
        continue;
      }
      if (empty) row += String(empty);
      empty = 0;
      row += letter;
    }
    if (empty) row += String(empty);
    rows.push(row);
  }
  return rows.join('/');
}
