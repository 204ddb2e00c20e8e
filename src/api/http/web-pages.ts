/**
 * The browser pages, built by Vite into dist/web (`npm run build`) and served by the API process
 * itself: the explorer at /explorer/, GraphiQL at /graphiql/, their files under /assets/. Same
 * origin and no CDN, so they work on a machine without internet, under a strict
 * Content-Security-Policy (own scripts only, requests to this origin only).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { NextFunction, Request, Response, Router } from 'express';
import { RefgraphError } from '../../errors/refgraph-error';
import { repoPath } from '../../common/repo-path';
import { sendError } from './json-errors';

export const WEB_PAGES_DIR = repoPath('dist', 'web');
export const EXPLORER_PATH = '/explorer/';
export const GRAPHIQL_PATH = '/graphiql/';

/**
 * Inline styles stay allowed: React's style attributes and the editor GraphiQL embeds set them.
 * Workers (GraphiQL's editor) come from this origin's files.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

function setSecurityHeaders(response: Response, file: string): void {
  response.setHeader('content-security-policy', CONTENT_SECURITY_POLICY);
  response.setHeader('x-content-type-options', 'nosniff');
  response.setHeader('referrer-policy', 'same-origin');
  // Vite names assets by content hash: they never change. Pages must be re-read to see new builds.
  const isAsset = file.split(path.sep).includes('assets');
  response.setHeader('cache-control', isAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * A browser opening the API's root (GET, HTML wanted, no GraphQL query) lands on GraphiQL, or on
 * the explorer when introspection is off (GraphiQL could not read the schema). Every other GET or
 * POST at / is GraphQL, as before.
 */
export function browserLanding(introspection: boolean) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (request.method !== 'GET' || request.query.query !== undefined) return next();
    if (request.accepts(['application/json', 'application/graphql-response+json', 'text/html']) !== 'text/html') return next();
    response.redirect(302, introspection ? GRAPHIQL_PATH : EXPLORER_PATH);
  };
}

export function webPages(dir: string = WEB_PAGES_DIR): Router {
  const router = Router();
  if (!existsSync(path.join(dir, 'explorer', 'index.html'))) {
    // A checkout where only the TypeScript was compiled: say what to run instead of a bare 404.
    router.get(['/explorer', '/explorer/', '/graphiql', '/graphiql/'], (_request: Request, response: Response) => {
      sendError(response, new RefgraphError('NOT_FOUND', `the web pages are not built (no ${dir}): run npm run build`), String(response.locals.requestId));
    });
    return router;
  }
  router.use(express.static(dir, { index: 'index.html', redirect: true, dotfiles: 'ignore', setHeaders: setSecurityHeaders }));
  return router;
}
