/**
 * Players named on the command line (`play --as`, `render --orientation`) match a game's seat ids
 * ignoring case (`Sente`, `BLACK`), since people type them capitalised; a name that is no player's
 * is refused as before, with the players listed.
 */
import { describe, expect, it } from 'vitest';
import { installedGames as variants } from '../../src/cli/installed.js';
import { readSvg } from '../svg/helpers.js';
import { cli } from './harness.js';

describe('seat names on the command line ignore case', () => {
  it('play --as Sente plays shogi as sente, --as GOTE as gote', async () => {
    const sente = await cli(['play', 'shogi', '--vs', 'computer', '--as', 'Sente'], { lines: [], variants });
    expect(sente.code).toBe(0);
    expect(sente.stdout).toContain('You play sente; the computer plays gote.');
    const gote = await cli(['play', 'shogi', '--vs', 'computer', '--as', 'GOTE', '--nodes', '50'], { lines: [], variants });
    expect(gote.code).toBe(0);
    expect(gote.stdout).toContain('You play gote; the computer plays sente.');
  });

  it('render --orientation Black draws xiangqi from black\'s side', async () => {
    const r = await cli(['render', 'xiangqi', '--svg', '--orientation', 'Black'], { variants });
    expect(r.code).toBe(0);
    expect(readSvg(r.stdout.trim()).root.attrs['data-orientation']).toBe('black');
  });

  it('a name that is no player\'s is still refused, listing the players', async () => {
    const r = await cli(['play', 'shogi', '--vs', 'computer', '--as', 'Red'], { lines: [], variants });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('sente, gote');
    expect((await cli(['render', 'xiangqi', '--svg', '--orientation', 'Sente'], { variants })).code).toBe(1);
  });
});
