/**
 * Heavy tier: every built-in fairy variant, along a 24-ply seeded game, answers through the
 * immutable layer's held setup exactly as a copy read afresh from its FEN (the quick tier runs a
 * sample in immutable-layer.test.ts).
 */
import { describe, it } from 'vitest';
import { fairyDefinitions } from '../../src/variants/fairy/definitions.js';
import { sameAsRead } from './same-as-read.js';

describe('a position the layer made answers as the same position read from its FEN', () => {
  it('every built-in variant, along a 24-ply seeded game', () => {
    sameAsRead(fairyDefinitions, 24, 0x1a7e);
  });
});
