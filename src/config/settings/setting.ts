/**
 * One environment variable as the settings table declares it: what it is for, its default, the
 * values it takes (parse checks them, with the message start-up reports) and how
 * docs/configuration.md shows it. The constructors below build one per kind of value.
 */
import path from 'node:path';
import { REPO_ROOT } from '../../common/repo-path';

/** What the process is for, where a default differs (the settings with a perRole default say why). */
export type ProcessRole = 'serving' | 'batch';

/** A default that depends on the process's role. */
export interface PerRole<V> {
  readonly perRole: { readonly [role in ProcessRole]: V };
}

export type Parsed<V> = { ok: true; value: V } | { ok: false; problems: string[] };

export interface Setting<V> {
  /** One sentence: what it does and why one would change it. */
  readonly description: string;
  /** Passwords and keys: docs/configuration.md marks them. */
  readonly secret: boolean;
  /** A page (or page#section) of docs/ that says more. */
  readonly see?: string;
  /** Used when the variable is unset or empty; null: unset means something of its own (shownDefault says what). */
  readonly default: V | PerRole<V>;
  /** The default as docs/configuration.md shows it. */
  readonly shownDefault: string;
  /** The values it takes, as docs/configuration.md shows them. */
  readonly range: string;
  /** A value as one would set it: the table's defaults are checked to parse back to themselves. */
  format(value: V): string;
  /** A set, non-empty value: the value, or each problem with it, naming the variable. */
  parse(name: string, raw: string): Parsed<V>;
}

/** What every setting says about itself besides its values. */
export interface About {
  description: string;
  secret?: boolean;
  see?: string;
  /** For a default derived from something else (another setting, a file) or owned by a script. */
  shownDefault?: string;
  /** For values checked elsewhere than in parse (config.ts's checks). */
  range?: string;
}

/** A page of docs/configuration.md: its settings, in the order start-up reports their problems. */
export interface SettingGroup {
  readonly title: string;
  /** A line under the title, for what the table does not say. */
  readonly intro?: string;
  readonly settings: Readonly<Record<string, Setting<unknown>>>;
}

/** The values a record of settings parses to, by name. */
export type Values<T> = { -readonly [K in keyof T]: T[K] extends Setting<infer V> ? V : never };

export function perRole<V>(serving: V, batch: V): PerRole<V> {
  return { perRole: { serving, batch } };
}

export function isPerRole<V>(value: V | PerRole<V>): value is PerRole<V> {
  return typeof value === 'object' && value !== null && 'perRole' in value;
}

export function defaultFor<V>(setting: Setting<V>, role: ProcessRole): V {
  return isPerRole(setting.default) ? setting.default.perRole[role] : setting.default;
}

/** The constructors' common part: the default shown as set, or 'none' when unset means off. */
export function described<V>(about: About, fallback: V | PerRole<V>, range: string, format: (value: V) => string, parse: Setting<V>['parse']): Setting<V> {
  const show = (value: V): string => (value === null ? 'none' : `\`${format(value)}\``);
  const shownDefault = about.shownDefault ?? (isPerRole(fallback) ? `${show(fallback.perRole.serving)} serving the API, ${show(fallback.perRole.batch)} for the CLI` : show(fallback));
  return { description: about.description, secret: about.secret ?? false, see: about.see, default: fallback, shownDefault, range: about.range ?? range, format, parse };
}

const ok = <V>(value: V): Parsed<V> => ({ ok: true, value });
const refused = <V>(...problems: string[]): Parsed<V> => ({ ok: false, problems });

export function integer<D extends number | null>(min: number, max: number, fallback: D | PerRole<D>, about: About): Setting<number | D> {
  return numeric(true, min, max, fallback, about);
}

export function number<D extends number | null>(min: number, max: number, fallback: D | PerRole<D>, about: About): Setting<number | D> {
  return numeric(false, min, max, fallback, about);
}

function numeric<D extends number | null>(whole: boolean, min: number, max: number, fallback: D | PerRole<D>, about: About): Setting<number | D> {
  const kind = whole ? 'an integer' : 'a number';
  return described<number | D>(about, fallback, `${whole ? 'integer' : 'number'} in [${min}, ${max}]`, String, (name, raw) => {
    const value = Number(raw);
    const fits = Number.isFinite(value) && value >= min && value <= max && (!whole || Number.isInteger(value));
    return fits ? ok(value) : refused(`${name}=${raw}: expected ${kind} in [${min}, ${max}]`);
  });
}

export function boolean(fallback: boolean | PerRole<boolean>, about: About): Setting<boolean> {
  return described(about, fallback, '`true` or `false` (`1`, `0`)', String, (name, raw) => {
    if (raw === 'true' || raw === '1') return ok(true);
    if (raw === 'false' || raw === '0') return ok(false);
    return refused(`${name}=${raw}: expected true or false`);
  });
}

const quoted = (values: readonly string[]): string => values.map((value) => `\`${value}\``).join(', ');

export function oneOf<T extends string>(values: readonly T[], fallback: T, about: About): Setting<T> {
  return described(about, fallback, `one of ${quoted(values)}`, String, (name, raw) =>
    (values as readonly string[]).includes(raw) ? ok(raw as T) : refused(`${name}=${raw}: expected one of ${values.join(', ')}`),
  );
}

export function listOf<T extends string>(values: readonly T[], fallback: readonly T[], about: About): Setting<T[]> {
  return described(about, [...fallback], `comma-separated, of ${quoted(values)}`, (list) => list.join(','), (name, raw) => {
    const list = raw.split(',').map((value) => value.trim());
    const known = list.every((value) => (values as readonly string[]).includes(value));
    return known ? ok(list as T[]) : refused(`${name}=${raw}: expected a comma-separated list of ${values.join(', ')}`);
  });
}

/** Free text; a rule, when given, is checked and is its range in the docs. */
export function text<D extends string | null>(fallback: D, about: About, rule?: { pattern: RegExp; says: string }): Setting<string | D> {
  return described<string | D>(about, fallback, rule?.says ?? 'text', String, (name, raw) =>
    rule === undefined || rule.pattern.test(raw) ? ok(raw) : refused(`${name}=${raw}: ${rule.says}`),
  );
}

/** A file or folder, as given (the reader resolves it). */
export function filePath(fallback: string, about: About): Setting<string> {
  return described(inCheckout(fallback, about), fallback, 'a path', String, (_name, raw) => ok(raw));
}

/** A file that is used when set and nothing when unset. */
export function optionalFile(about: About): Setting<string | null> {
  return described<string | null>(about, null, 'a path', String, (_name, raw) => ok(raw));
}

/** A file used unless the variable says `none`. */
export function fileOrNone(fallback: string, about: About): Setting<string | null> {
  return described<string | null>(inCheckout(fallback, about), fallback, 'a path, or `none`', String, (_name, raw) => ok(raw === 'none' ? null : raw));
}

/** A default inside the checkout is shown relative to it: the absolute path is this machine's. */
function inCheckout(fallback: string, about: About): About {
  return { shownDefault: `\`${path.relative(REPO_ROOT, fallback)}\``, ...about };
}
