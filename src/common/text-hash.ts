/**
 * A text's sha256, base64: the key under which caches keep what was computed from a text (language
 * detections, long queries' terms, translations), short whatever the text's length. The
 * translated-titles table stores it, so it must not change. Pure.
 */
import { createHash } from 'node:crypto';

export function textHash(text: string): string {
  return createHash('sha256').update(text).digest('base64');
}
