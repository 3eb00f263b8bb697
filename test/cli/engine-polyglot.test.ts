/**
 * `boardwright uci` loaded by a program we did not write: Debian's PolyGlot 2.0 (a UCI-to-XBoard
 * adapter, /usr/games/polyglot; .ci/run installs it), which GUIs such as XBoard use to load UCI
 * engines. PolyGlot runs the handshake, turns XBoard's `go` and `usermove` into `position startpos
 * moves …` and `go`, and our `bestmove` into XBoard's `move`: a short game of chess through it.
 */
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chess } from '../../src/variants/chess/index.js';
import { useBundledCli } from './engine-match.js';

const POLYGLOT = '/usr/games/polyglot';
const cliFile = useBundledCli();

describe.skipIf(!existsSync(POLYGLOT))('boardwright uci under PolyGlot (XBoard protocol on the other side)', () => {
  it('PolyGlot reads our options and plays three engine moves of a game, each legal after the moves before it', async () => {
    const ini = join(dirname(cliFile()), 'boardwright.ini');
    writeFileSync(ini, `[PolyGlot]\nEngineCommand = ${process.execPath} ${cliFile()} uci\nEngineDir = ${dirname(cliFile())}\nBook = false\nLog = false\n[Engine]\n`);
    const polyglot = spawn(POLYGLOT, [ini], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '', read = 0;
    polyglot.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => polyglot.on('exit', (code) => resolve(code)));
    const send = (line: string): void => void polyglot.stdin.write(`${line}\n`);
    const until = async (pattern: RegExp): Promise<string> => {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const lines = out.slice(read).split('\n');
        const i = lines.slice(0, -1).findIndex((l) => pattern.test(l));
        if (i >= 0) {
          read += lines.slice(0, i + 1).join('\n').length + 1;
          return lines[i] as string;
        }
        if (Date.now() > deadline) throw new Error(`PolyGlot wrote no line matching ${pattern}: ${out.slice(-500)}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    try {
      send('xboard');
      send('protover 2');
      await until(/^feature done=1/);
      expect(out).toContain('feature myname="boardwright');
      expect(out).toMatch(/feature option="UCI_Variant -combo \*chess \/\/\/ 3check/);
      send('new');
      send('sd 2');
      send('go');
      let p = chess.setup();
      for (let i = 0; i < 3; i++) {
        const text = (await until(/^move /)).slice(5).trim();
        const move = chess.legalMoves(p).find((m) => m.uci === text);
        expect(move, `engine move ${text}`).toBeDefined();
        p = chess.play(p, move!);
        // Our side: the first legal move in UCI order, sent as XBoard's usermove.
        const reply = chess.legalMoves(p).map((m) => m.uci).sort()[0] as string;
        p = chess.play(p, reply);
        send(`usermove ${reply}`);
      }
      send('quit');
      expect(await exited).toBe(0);
    } finally {
      polyglot.kill('SIGKILL');
    }
  });
});
