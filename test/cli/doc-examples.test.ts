/**
 * Every command line the CLI's help text and docs/cli.md show runs, against the installed games,
 * and succeeds (issue 22: the help showed `--options '{"capture":"optional"}'`, which no game takes).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { USAGE } from '../../src/cli/commands/help.js';
import { installedGames } from '../../src/cli/installed.js';
import { cli } from './harness.js';

/** Splits one shell command line into words (single and double quotes), up to a comment or a redirect. */
function words(line: string): string[] {
  const out: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i] as string;
    if (c === "'" || c === '"') {
      const end = line.indexOf(c, i + 1);
      word = (word ?? '') + line.slice(i + 1, end);
      i = end;
    } else if (c === ' ') {
      if (word !== undefined) out.push(word);
      word = undefined;
    } else if ((c === '#' || c === '>') && word === undefined) {
      break;
    } else word = (word ?? '') + c;
  }
  if (word !== undefined) out.push(word);
  return out;
}

/** The `boardwright …` lines of a text's shell blocks (or, for the help text, every line naming the command). */
function commandLines(text: string): string[] {
  return text.split('\n').map((l) => l.trim()).filter((l) => l.startsWith('boardwright ') && !l.includes('<'));
}

const docs = readFileSync(new URL('../../docs/cli.md', import.meta.url), 'utf8');
const shellBlocks = [...docs.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1] as string).join('\n');

describe('every command line the help text and docs/cli.md show runs', () => {
  const lines = [...new Set([...commandLines(USAGE), ...commandLines(shellBlocks)])];
  it('finds the examples (the help text names one, docs/cli.md more than ten)', () => {
    expect(commandLines(USAGE).length).toBeGreaterThanOrEqual(1);
    expect(commandLines(shellBlocks).length).toBeGreaterThan(10);
  });
  for (const line of lines) {
    it(line, async () => {
      const argv = words(line).slice(1);
      // Demos are cut short (their job here is to accept the command line); a demo of every game
      // plays the first three installed games, which is what it would start with.
      if (argv[0] === 'demo' || argv.length === 0) argv.push('--plies', '2');
      const everyGame = argv.length === 3 && argv[0] === 'demo';
      const r = await cli(argv, { variants: everyGame ? installedGames.slice(0, 3) : installedGames, lines: ['quit'] });
      // stderr carries summaries (`20 legal moves`); an error is `boardwright: …` there.
      expect(r.stderr).not.toContain('boardwright:');
      expect(r.code).toBe(0);
    });
  }
});
