/** Settings that hold addresses: engine URLs, browser origins, proxies' IP addresses. */
import { isIP } from 'node:net';
import { About, described, Parsed, PerRole, Setting } from './setting';

/** One URL with one of the protocols; null: derived when unset (the About says from what). */
export function url<D extends string | null>(protocols: readonly string[], fallback: D | PerRole<D>, about: About): Setting<string | D> {
  return described<string | D>(about, fallback, `a URL (${protocols.join(' ')})`, String, (name, raw) => checked(name, [raw], protocols, raw));
}

/** A comma-separated list of URLs, each checked as url() does. */
export function urls(protocols: readonly string[], fallback: string[] | null, about: About): Setting<string[] | null> {
  return described<string[] | null>(about, fallback, `comma-separated URLs (${protocols.join(' ')})`, (list) => list?.join(',') ?? '', (name, raw) => {
    const list = raw.split(',').map((value) => value.trim());
    return checked(name, list, protocols, list);
  });
}

function checked<V>(name: string, values: string[], protocols: readonly string[], value: V): Parsed<V> {
  const problems = values.flatMap((value) => {
    try {
      return protocols.includes(new URL(value).protocol) ? [] : [`${name}=${value}: protocol must be one of ${protocols.join(', ')}`];
    } catch {
      return [`${name}=${value}: not a URL`];
    }
  });
  return problems.length === 0 ? { ok: true, value } : { ok: false, problems };
}

/** Comma-separated origins (scheme://host[:port]); unset: none. */
export function origins(about: About): Setting<string[]> {
  return commaSeparated(about, 'comma-separated origins (`scheme://host[:port]`)', (name, origin) => {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    return parsed?.origin === origin ? null : `${name}: '${origin}' is not an origin (scheme://host[:port], no path)`;
  });
}

/** Comma-separated IP addresses and CIDRs (`10.0.0.0/8`, `fd00::/8`); unset: none. */
export function addresses(about: About): Setting<string[]> {
  return commaSeparated(about, 'comma-separated IP addresses and CIDRs', (name, value) => {
    const [address = '', prefix, ...rest] = value.split('/');
    const version = isIP(address);
    const bits = version === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    return version === 0 || !prefixOk || rest.length > 0 ? `${name}: '${value}' is not an IP address or CIDR (e.g. 127.0.0.1, 10.0.0.0/8, ::1)` : null;
  });
}

/** A list whose items are checked one by one, each bad one named; blank is an empty list. */
function commaSeparated(about: About, range: string, problem: (name: string, item: string) => string | null): Setting<string[]> {
  return described<string[]>({ shownDefault: 'none', ...about }, [], range, (list) => list.join(','), (name, raw) => {
    const list = raw.trim() === '' ? [] : raw.split(',').map((value) => value.trim());
    const problems = list.map((item) => problem(name, item)).filter((message) => message !== null);
    return problems.length === 0 ? { ok: true, value: list } : { ok: false, problems };
  });
}
