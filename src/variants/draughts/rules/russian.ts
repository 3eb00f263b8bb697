/**
 * Russian draughts (shashki): 8x8, White moves first, men capture backwards,
 * kings fly, free choice among captures, and a man reaching the far row during
 * a capture is crowned at once and goes on capturing as a king.
 */
import type { DraughtsRules } from '../engine/types.js';

/** The Russian rules as data. */
export const russianRules: DraughtsRules = {
  id: 'russian',
  name: 'Russian draughts',
  width: 8,
  height: 8,
  rows: 3,
  first: 'white',
  menCaptureBackward: true,
  kings: 'flying',
  precedence: [],
  crowning: 'passing',
  duplicates: 'drop',
  // Squares a1–h8: moves c3-d4 and c3:e5, FEN W:Wa1,c1:Bb8 (PDN 3.0 alphanumeric squares).
  notation: 'algebraic',
  // FMJD rules of Russian draughts (fmjd64.org), art. 7.2.
  draw: {
    // 7.2.3: the third occurrence; 7.2.5: 15 moves of kings only, no man moving and no capture.
    repetitions: 3,
    quietPlies: 30,
    endgames: [
      // 7.2.7: three kings, two kings and a man, or a king and two men against a lone king on the long diagonal: 5 moves.
      { article: 'Russian 7.2.7', when: 'lone-king', pieces: [3, 3], longDiagonal: true, plies: 10 },
      // 7.2.4: three kings (or more) against a lone king: drawn if the 15th move does not take it.
      { article: 'Russian 7.2.4', when: 'lone-king', pieces: [3, 12], kingsOnly: true, plies: 30 },
      // 7.2.8: two kings, a king and a man, or a king against a lone king: 5 moves.
      { article: 'Russian 7.2.8', when: 'lone-king', pieces: [1, 2], plies: 10 },
      // 7.2.6: both sides with kings, no capture and no crowning: 30 moves in 4- and 5-piece endings, 60 in 6- and 7-piece ones.
      { article: 'Russian 7.2.6', when: 'both-kings', pieces: [4, 5], plies: 60, crowningRestarts: true },
      { article: 'Russian 7.2.6', when: 'both-kings', pieces: [6, 7], plies: 120, crowningRestarts: true },
    ],
  },
};
