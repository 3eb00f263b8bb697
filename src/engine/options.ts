/**
 * Engine options: reading the `option name … type …` lines of the handshake, and writing a
 * checked `setoption` line (a value the engine does not accept is `INVALID_OPTION` here, before the
 * engine sees it; a line break in a value could smuggle a second command in).
 */
import { describe, excerpt, fail } from '../core/errors.js';

/** A value for an engine option: a `check` takes a boolean, a `spin` a whole number, a `combo` or `string` text, a `button` `true`. */
export type EngineOptionValue = string | number | boolean;

/** An option as the engine announced it. */
export interface EngineOption {
  /** Its name as the engine spells it (`Skill Level`). */
  readonly name: string;
  /** `check`, `spin`, `combo`, `button`, `string` (USI also `filename`). */
  readonly type: string;
  readonly default?: string;
  readonly min?: number;
  readonly max?: number;
  /** The choices of a `combo`. */
  readonly vars: readonly string[];
}

const KEYWORDS = new Set(['name', 'type', 'default', 'min', 'max', 'var']);

/** The option an `option …` line announces, or undefined when the line has no name and type. */
export function readOption(line: string): EngineOption | undefined {
  const words = line.trim().split(/\s+/);
  const fields: Record<string, string[]> = {};
  const vars: string[] = [];
  let key: string | undefined;
  let current: string[] = [];
  const close = (): void => {
    if (key === 'var') vars.push(current.join(' '));
    else if (key !== undefined) fields[key] = current;
  };
  for (const word of words.slice(1)) {
    // `name` and `default` may hold spaces; the next keyword ends them (a name never holds `type`).
    if (KEYWORDS.has(word) && !(key === 'name' && word !== 'type')) {
      close();
      key = word;
      current = [];
    } else current.push(word);
  }
  close();
  const name = fields['name']?.join(' '), type = fields['type']?.[0];
  if (!name || !type) return undefined;
  const option: { -readonly [K in keyof EngineOption]: EngineOption[K] } = { name, type, vars };
  if (fields['default'] !== undefined) option.default = fields['default'].join(' ');
  const min = Number(fields['min']?.[0]), max = Number(fields['max']?.[0]);
  if (Number.isSafeInteger(min)) option.min = min;
  if (Number.isSafeInteger(max)) option.max = max;
  return option;
}

/** The `setoption` line for one option, checked against what the engine announced. */
export function setOptionLine(options: ReadonlyMap<string, EngineOption>, engine: string, name: string, value: unknown): string {
  const option = options.get(name.toLowerCase());
  if (!option) fail('INVALID_OPTION', `the engine ${engine} has no option ${excerpt(name)}`, { option: name });
  const bad = (expected: string): never => fail('INVALID_OPTION', `engine option "${option.name}" takes ${expected}, got ${describe(value)}`, { option: option.name });
  let text: string;
  switch (option.type) {
    case 'check':
      text = typeof value === 'boolean' ? String(value) : bad('true or false');
      break;
    case 'spin': {
      const lo = option.min ?? Number.MIN_SAFE_INTEGER, hi = option.max ?? Number.MAX_SAFE_INTEGER;
      text = typeof value === 'number' && Number.isSafeInteger(value) && value >= lo && value <= hi ? String(value) : bad(`a whole number from ${lo} to ${hi}`);
      break;
    }
    case 'combo': {
      const choice = typeof value === 'string' ? option.vars.find((v) => v.toLowerCase() === value.toLowerCase()) : undefined;
      text = choice ?? bad(`one of ${option.vars.join(', ')}`);
      break;
    }
    case 'button':
      if (value !== true) bad('true (a button is pressed, it holds no value)');
      return `setoption name ${option.name}`;
    default:
      text = typeof value === 'string' && !/[\r\n]/.test(value) ? value : bad('text on one line');
  }
  return `setoption name ${option.name} value ${text}`;
}
