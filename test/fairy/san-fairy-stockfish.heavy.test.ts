// Issue 31's SAN walk (san-fairy-stockfish-walk.ts) over every fairy game; npm test walks the day's sample (san-fairy-stockfish.test.ts).
import { fairyVariants } from '../../src/variants/fairy/index.js';
import { sanWalk } from './san-fairy-stockfish-walk.js';

sanWalk(fairyVariants, 'every game');
