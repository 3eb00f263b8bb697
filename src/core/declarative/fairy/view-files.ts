/**
 * The files of the ways a game is shown that not every game uses (rule-files.ts): the board of
 * points and lines (`boardStyle: 'intersections'`: xiangqi, janggi, gomoku), shogi's text diagram
 * (`squareNames: 'usi'`) and the text board of every other game (grid-render.ts). A built-in
 * variant gets the ones its definition names, so a shogi app carries no intersections board and no
 * grid text board, a xiangqi app no shogi diagram; a user's definition, which may name any, gets all.
 */
import { intersectionsBoard } from './intersections.js';
import { renderGridBoard } from './grid-render.js';
import type { RuleFiles } from './rule-files.js';
import { renderUsiBoard } from './usi-render.js';

/** Every view file: for a user's definition (defineFairy, shogiVariant, xiangqiVariant). */
export const VIEW_FILES: RuleFiles = { intersections: intersectionsBoard, usiRender: renderUsiBoard, gridRender: renderGridBoard };
