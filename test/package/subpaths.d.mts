/** Types of subpaths.mjs (plain JavaScript, so the packaging script runs on Node without a build). */
export declare const SUBPATHS: Readonly<Record<string, 'games' | 'library' | 'vitest'>>;
