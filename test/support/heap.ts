/**
 * Live heap measurement for memory-bound tests: collects garbage first, so the
 * number is what the test still holds, not what the collector has yet to free.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose_gc');
const gc = vm.runInNewContext('gc') as () => void;

/** Bytes of live heap after a full collection. */
export function liveHeap(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}
