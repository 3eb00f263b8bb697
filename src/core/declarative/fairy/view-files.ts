/**
 * The files of the two ways a game is shown that only some games use (rule-files.ts): the board of
 * points and lines (`boardStyle: 'intersections'`: xiangqi, janggi, gomoku) and shogi's text
 * diagram (`squareNames: 'usi'`). A built-in variant gets the one its definition names, so a shogi
 * app carries no intersections board and a xiangqi app no shogi diagram; a user's definition, which
 * may name either, gets both.
 */
import { intersectionsBoard } from './intersections.js';
import type { RuleFiles } from './rule-files.js';
import { renderUsiBoard } from './usi-render.js';

/** Both view files: for a user's definition (defineFairy, shogiVariant, xiangqiVariant). */
export const VIEW_FILES: RuleFiles = { intersections: intersectionsBoard, usiRender: renderUsiBoard };
