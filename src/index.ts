/**
 * boardwright: a rules engine for board games. The root entry exports the core
 * and `variants`, the list of every game; each game also has its own subpath
 * (`boardwright/chess`, …) so bundles carry only what they use.
 * @packageDocumentation
 */
export * from './core/index.js';
export { variants } from './variants/index.js';
