#!/usr/bin/env node
/**
 * A UCI engine that misbehaves on purpose, for the robustness tests of boardwright/engine. The first
 * argument names the fault:
 *
 * - `good`: a well-behaved engine that answers `bestmove e2e4` (legal in chess's start position);
 * - `exit-at-start`: ends at once with exit code 2, before the handshake;
 * - `silent`: never finishes the handshake;
 * - `dies-on-go`: writes a message to stderr and ends with exit code 3 when asked to search;
 * - `hangs-on-go`: never answers a search;
 * - `garbage-on-go`: writes lines that mean nothing, again and again, never a move;
 * - `long-line`: writes 2,000,000 characters with no line break when asked to search;
 * - `illegal`: answers `bestmove e2e5`; `nonsense`: answers `bestmove ☃☃`; `empty`: answers `bestmove`;
 * - `resigns`: answers `bestmove (none)`;
 * - `immortal`: plays like `good` but ignores `quit`, end of input and SIGTERM (only SIGKILL ends it).
 *
 * Its `id name` carries its process id, so a test can check that the process is gone. With
 * FAKE_ENGINE_LOG set it appends every line it receives to that file (what a test checks was sent);
 * FAKE_ENGINE_BEST replaces its best move, and it answers `usi` with `usiok` as a USI engine does.
 */
import { appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const fault = process.argv[2] ?? 'good';
const write = (line) => process.stdout.write(`${line}\n`);
if (fault === 'exit-at-start') process.exit(2);
if (fault === 'immortal') {
  process.on('SIGTERM', () => undefined);
  setInterval(() => undefined, 1 << 30); // stays alive after its input ends
}

const BEST = { good: 'e2e4', immortal: 'e2e4', illegal: 'e2e5', nonsense: '☃☃', empty: '', resigns: '(none)' };

const log = process.env.FAKE_ENGINE_LOG;
createInterface({ input: process.stdin }).on('line', (line) => {
  if (log) appendFileSync(log, `${line}\n`);
  const command = line.trim().split(/\s+/)[0];
  if (command === 'uci' || command === 'usi') {
    if (fault === 'silent') return;
    write(`id name fake-engine ${fault} pid=${process.pid}`);
    write('id author boardwright tests');
    write('option name Hash type spin default 16 min 1 max 1024');
    write('option name Ponder type check default false');
    write('option name Style type combo default Normal var Solid var Normal var Risky');
    write('option name Clear Hash type button');
    write('option name MultiPV type spin default 1 min 1 max 10');
    write('option name UCI_Chess960 type check default false');
    write(`${command}ok`);
  } else if (command === 'isready') write('readyok');
  else if (command === 'quit' && fault !== 'immortal') process.exit(0);
  else if (command === 'go') {
    if (fault === 'dies-on-go') {
      process.stderr.write('fake-engine: out of cheese\n');
      process.exit(3);
    }
    if (fault === 'hangs-on-go') return;
    if (fault === 'garbage-on-go') {
      const junk = () => {
        write('\u0000\u0001 zorglub');
        write('info depth banana score cp');
      };
      junk();
      setInterval(junk, 200);
      return;
    }
    if (fault === 'long-line') {
      process.stdout.write('x'.repeat(2_000_000));
      return;
    }
    write('info depth 1 score cp 12 nodes 20 nps 2000 time 10 pv e2e4 e7e5');
    write(`bestmove ${process.env.FAKE_ENGINE_BEST ?? BEST[fault] ?? 'e2e4'}`.trimEnd());
  }
});
