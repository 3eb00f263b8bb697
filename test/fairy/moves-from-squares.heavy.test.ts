// Issue 31's moves-from-squares walk (moves-from-squares-walk.ts) over every fairy game; npm test walks the day's sample (moves-from-squares.test.ts).
import { fairyVariants } from '../../src/variants/fairy/index.js';
import { movesFromSquaresWalk } from './moves-from-squares-walk.js';

movesFromSquaresWalk(fairyVariants, 'every game');
