/**
 * `{ ...base, ...more[0], … }` written as a call, for the built-in definitions: a bundler must keep
 * an object spread at module level (spreading may run getters), so every definition built from
 * another would stay in every app; a call marked `/* @__PURE__ *\/` whose result is unused it drops,
 * and an app that imports one game carries that game and the definitions it is built from only.
 */
export function merge<T extends object>(base: T | undefined, ...more: readonly Partial<T>[]): T {
  let out = { ...base } as T;
  for (const m of more) out = { ...out, ...m };
  return out;
}
