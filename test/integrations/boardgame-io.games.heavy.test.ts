/**
 * Every built-in fairy game (boardwright/fairy) becomes a boardgame.io game. Heavy tier: each game
 * compiles its tables on first use, ~80 games.
 */
import { describe, it } from 'vitest';
import { fairyVariants } from '../../src/variants/fairy/index.js';
import { STARTS_AND_PLAYS, startsAndPlays } from './boardgame-io-support.js';

describe('every fairy game as a boardgame.io game', () => {
  for (const variant of fairyVariants) it(`${variant.id}: ${STARTS_AND_PLAYS}`, () => startsAndPlays(variant));
});
