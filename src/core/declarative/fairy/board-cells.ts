/**
 * What the drop rules read of a state: the compiled definition and the cells. Declared apart from
 * state.ts: the state reaches these rules through its rule files (rule-files.ts), so they may not
 * import it back.
 */
import type { Compiled } from './compile.js';

export interface BoardCells {
  readonly c: Compiled;
  readonly cells: Uint8Array;
}
