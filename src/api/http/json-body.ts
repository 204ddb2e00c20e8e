/**
 * The GraphQL endpoint's JSON body (after authenticate-first.ts): at most maxBodyBytes once
 * decompressed, UTF-8, nested at most maxBodyDepth deep (json-depth.ts, checked on the raw bytes
 * before JSON.parse builds anything). Every failure of reading it is a typed 4xx: body-parser's
 * own errors are translated here, so a corrupt gzip body is BAD_REQUEST, not an internal error
 * logged as one.
 */
import express, { NextFunction, Request, Response } from 'express';
import { RefgraphError } from '../../errors/refgraph-error';
import type { ApiSettings } from '../../config';
import { nestsDeeperThan } from '../security/json-depth';

type BodySettings = Pick<ApiSettings, 'maxBodyBytes' | 'maxBodyDepth'>;

function tooDeep(max: number): RefgraphError {
  return new RefgraphError('BAD_REQUEST', `the request body nests arrays and objects more than ${max} deep`, { limit: 'bodyDepth', max });
}

/** A failure body-parser reported, as the typed error a client gets. */
export function bodyFailure(error: unknown, settings: BodySettings): RefgraphError {
  // Ours, from verify: a fresh one, as body-parser hangs the raw body and a 403 status on what it caught.
  if (error instanceof RefgraphError) return new RefgraphError(error.code, error.message, error.details);
  const { type, encoding } = error as { type?: unknown; encoding?: unknown };
  if (type === 'entity.too.large') {
    return new RefgraphError('QUERY_TOO_LARGE', `the request body is larger than ${settings.maxBodyBytes} bytes`, { limit: settings.maxBodyBytes });
  }
  if (type === 'encoding.unsupported') {
    return new RefgraphError('BAD_REQUEST', `unsupported Content-Encoding "${String(encoding)}": send identity, gzip, deflate or br`, { encoding: String(encoding) });
  }
  if (type === 'charset.unsupported') return new RefgraphError('BAD_REQUEST', 'the request body must be UTF-8 JSON');
  if (type === 'entity.parse.failed') return new RefgraphError('BAD_REQUEST', 'the request body is not valid JSON');
  // A body that ended early or failed to decompress (zlib: no `type`), a length that lied.
  return new RefgraphError('BAD_REQUEST', 'the request body could not be read (truncated, or not in its Content-Encoding)');
}

export function jsonBody(settings: BodySettings) {
  const parse = express.json({
    limit: settings.maxBodyBytes,
    // Runs on the whole decompressed body, before JSON.parse.
    verify: (_request, _response, bytes, encoding) => {
      if (encoding !== 'utf-8' && encoding !== 'utf8') throw new RefgraphError('BAD_REQUEST', 'the request body must be UTF-8 JSON');
      if (nestsDeeperThan(bytes, settings.maxBodyDepth)) throw tooDeep(settings.maxBodyDepth);
    },
  });
  return (request: Request, response: Response, next: NextFunction): void => {
    parse(request, response, (error?: unknown) => (error === undefined || error === null ? next() : next(bodyFailure(error, settings))));
  };
}
