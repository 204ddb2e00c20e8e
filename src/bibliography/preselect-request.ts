/**
 * A preselection request, checked before any engine is asked, and the pipeline preset it runs
 * with. Pure.
 */
import { invalidArgument, overCap } from '../errors/refgraph-error';
import type { RankSettings } from '../rank';
import type { PreselectDefaults } from './preselect-defaults';

export interface PreselectInput {
  title: string;
  abstract?: string | null;
  keywords?: readonly string[] | null;
}

export interface PreselectRequest {
  /** Title, abstract and keywords as one query text ("Title. Abstract. k1, k2"). */
  text: string;
  maxSize: number;
  /** Only papers published before this year; null: no limit. */
  before: number | null;
  /** Stop where the scores fall off (preselect-cut.ts); false: maxSize papers whenever there are that many. */
  cut: boolean;
}

export interface PreselectSettings {
  /** The largest maxSize (REFGRAPH_BIBLIOGRAPHY_MAX_SIZE). */
  maxSize: number;
  preset: PreselectDefaults;
  /** Window of the recent-citations feature (the served pipeline's). */
  recentYears: number;
}

export const MAX_SIZE_SETTING = 'REFGRAPH_BIBLIOGRAPHY_MAX_SIZE';
const FIRST_YEAR = 1;
const LAST_YEAR = 9999;

function trimmed(name: string, value: string): string {
  const text = value.trim();
  if (text === '') throw invalidArgument(name, 'must not be empty');
  return text;
}

/** Checks the size against its cap; ≤ 0 or not an integer is INVALID_ARGUMENT, above the cap QUERY_TOO_LARGE. */
export function checkedMaxSize(name: string, value: number, cap: number): number {
  if (!Number.isInteger(value) || value < 1) throw invalidArgument(name, `must be a positive integer, got ${value}`);
  if (value > cap) throw overCap(name, value, cap, MAX_SIZE_SETTING);
  return value;
}

/** `sizeArgument` names the size where the caller took it from (the API's `first`, the CLI's `maxSize`). */
export function checkedPreselectRequest(input: PreselectInput, maxSize: number, before: number | null | undefined, cap: number, sizeArgument = 'maxSize', cut = true): PreselectRequest {
  const title = trimmed('query.title', input.title);
  const abstract = input.abstract == null || input.abstract.trim() === '' ? null : input.abstract.trim();
  const keywords = (input.keywords ?? []).map((keyword, i) => trimmed(`query.keywords[${i}]`, keyword));
  const size = checkedMaxSize(sizeArgument, maxSize, cap);
  if (before != null && (!Number.isInteger(before) || before < FIRST_YEAR || before > LAST_YEAR)) {
    throw invalidArgument('before', `must be a year in [${FIRST_YEAR}, ${LAST_YEAR}], got ${before}`);
  }
  const text = [title, abstract, keywords.length > 0 ? keywords.join(', ') : null].filter((part): part is string => part !== null).join('. ');
  return { text, maxSize: size, before: before ?? null, cut };
}

/**
 * Every candidate stage asks for as many papers as the subset may hold, so a paper found by
 * one retriever alone can still make it; no popularity prior (a bibliography is about the
 * topic, not what is famous).
 */
export function preselectRankSettings(maxSize: number, settings: PreselectSettings): RankSettings {
  return {
    bm25Candidates: maxSize,
    denseCandidates: maxSize,
    popularCandidates: 0,
    expansionSeeds: settings.preset.expansionSeeds,
    expansionLimit: maxSize,
    recentYears: settings.recentYears,
  };
}
