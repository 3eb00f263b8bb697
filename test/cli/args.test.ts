import { describe, expect, it } from 'vitest';
import { parseArgs, parseIntArg, optionsFlag } from '../../src/cli/args.js';

describe('command-line parsing', () => {
  it('separates positionals from flags, in order', () => {
    const args = parseArgs(['perft', 'chess', '4', '--divide', 'rnbqkbnr/8']);
    expect(args.positionals).toEqual(['perft', 'chess', '4', 'rnbqkbnr/8']);
    expect(args.flags.get('divide')).toBe(true);
  });

  it('value flags take the next word or an =value', () => {
    expect(parseArgs(['demo', '--seed', '7']).flags.get('seed')).toBe('7');
    expect(parseArgs(['demo', '--seed=8']).flags.get('seed')).toBe('8');
  });

  it('short flags -h -v -d mean --help --version --divide', () => {
    const flags = parseArgs(['-h', '-v', '-d']).flags;
    expect([...flags.keys()].sort()).toEqual(['divide', 'help', 'version']);
  });

  it('everything after -- is positional, even words starting with a dash', () => {
    expect(parseArgs(['moves', 'x', '--', '--seed', '-1']).positionals).toEqual(['moves', 'x', '--seed', '-1']);
  });

  it('a value flag without a value is a usage error', () => {
    expect(() => parseArgs(['demo', '--seed'])).toThrow(/--seed needs a value/);
  });

  it('a flag given twice is a usage error', () => {
    expect(() => parseArgs(['--divide', '--divide'])).toThrow(/given twice/);
  });

  it('a switch given a value is a usage error', () => {
    expect(() => parseArgs(['--divide=yes'])).toThrow(/takes no value/);
  });

  it('whole numbers are range-checked and the message names the argument', () => {
    expect(parseIntArg('5', 'depth', 0, 10)).toBe(5);
    expect(() => parseIntArg('11', 'depth', 0, 10)).toThrow('depth must be a whole number from 0 to 10, got 11');
    expect(() => parseIntArg('2.5', 'depth', 0, 10)).toThrow(/got "2.5"/);
    expect(() => parseIntArg('', 'depth', 0, 10)).toThrow(/depth/);
  });

  it('--options must be a JSON object', () => {
    expect(optionsFlag(parseArgs(['--options', '{"capture":"optional"}']))).toEqual({ capture: 'optional' });
    expect(() => optionsFlag(parseArgs(['--options', '[1]']))).toThrow(/JSON object/);
    expect(() => optionsFlag(parseArgs(['--options', '{nope']))).toThrow(/not valid JSON/);
  });
});
