// Timing helpers: several alternating runs, medians, nodes per second.
import { performance } from 'node:perf_hooks';

/** Runs `fn` once and returns { ms, result }. */
export function time(fn) {
  const t0 = performance.now();
  const result = fn();
  return { ms: performance.now() - t0, result };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Measures competitors on one task, alternating them run by run so that
 * machine noise hits all of them alike. Each competitor is { name, run } where
 * run() returns a work count (nodes, moves…). Returns per-competitor medians of
 * work per second and of milliseconds.
 */
export function race(competitors, runs) {
  const samples = new Map(competitors.map((c) => [c.name, { perSecond: [], ms: [], work: 0 }]));
  for (const c of competitors) c.run(); // warm-up: JIT every code path once
  for (let r = 0; r < runs; r++) {
    const order = r % 2 === 0 ? competitors : [...competitors].reverse();
    for (const c of order) {
      const { ms, result } = time(c.run);
      const s = samples.get(c.name);
      s.ms.push(ms);
      s.work = result;
      s.perSecond.push(result / (ms / 1000));
    }
  }
  return competitors.map((c) => {
    const s = samples.get(c.name);
    return { name: c.name, work: s.work, ms: median(s.ms), perSecond: median(s.perSecond) };
  });
}

/** Repeats `fn` until `minMs` have passed; returns calls per second of the median batch. */
export function repeatRate(fn, minMs = 200) {
  let calls = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < minMs) { fn(); calls++; }
  return calls;
}

export const fmtRate = (perSecond) => (perSecond >= 1e6 ? `${(perSecond / 1e6).toFixed(2)} M/s` : `${(perSecond / 1e3).toFixed(1)} k/s`);
export const fmtRatio = (r) => `${r.toFixed(2)}x`;

/** A console reporter for a bench section run on its own: `log` a line, `table` a Markdown table. */
export function consoleReport() {
  const log = (line = '') => console.log(line);
  const table = (header, rows) => {
    log(`| ${header.join(' | ')} |`);
    log(`|${header.map(() => '---').join('|')}|`);
    for (const r of rows) log(`| ${r.join(' | ')} |`);
    log();
  };
  return { log, table };
}
