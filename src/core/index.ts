/**
 * The boardwright core: boards as graphs, movement atoms, the variant
 * contract, search, hashing, records, errors and rendering. It imports no game.
 * @packageDocumentation
 */
export * from './errors.js';
export * from './random.js';
export * from './zobrist.js';
export * from './graph.js';
export * from './directions.js';
export * from './shapes.js';
export * from './tables.js';
export * from './atoms.js';
export * from './variant.js';
export * from './search.js';
export * from './repetition.js';
export * from './record.js';
export { RECORD_JSON_VERSION, type RecordComment, type RecordJson } from './record-json.js';
export * from './game-text.js';
export * from './render.js';
export * from './lazy.js';
export * from './pieces.js';
export * from './define.js';
export * from './strict.js';
export * from './turn-order.js';
export * from './attacks.js';
export * from './declarative/index.js';
export * from './chains.js';
export * from './board-nodes.js';
export { byDestination } from './moves-from.js';
