/**
 * Translators for the Apertium tests: on the installed modes with the configured defaults, or with
 * the spa-eng mode replaced by a real program of the test's (a stuck `tail`, a lossy `sed`, a
 * script that records what it reads), installed as a mode in a data folder of its own; and work
 * run as an API read of a given client.
 */
import { chmod, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runInRequestScope } from '../../src/common/request-scope';
import { loadConfig } from '../../src/config/config';
import { createTranslator } from '../../src/translation';
import type { Translator, TranslationSettings } from '../../src/translation';

/** Queries translated, titles not, with the configured defaults but for CHANGES. */
export function translationSettings(changes: Partial<TranslationSettings> = {}): TranslationSettings {
  return { ...loadConfig({}).translation, queries: 'apertium', titles: 'off', timeoutMs: 10_000, ...changes };
}

/** WORK inside an API read's scope (a budget, no write) of CLIENT: the translator neither waits nor retries for it, and schedules it as CLIENT's. */
export function asRead<T>(work: () => Promise<T>, client?: string, signal: AbortSignal = new AbortController().signal): Promise<T> {
  const tenant = client === undefined ? undefined : { name: client, encoderMsPerMinute: 1_000 };
  return runInRequestScope({ requestId: `test-read-${client ?? ''}`, signal, endsAt: Date.now() + 60_000, tenant }, work);
}

export interface TestTranslator {
  translator: Translator;
  restore(): void;
}

/** A translator whose spa-eng mode runs SCRIPT (a shell script given `-z` as its argument, which it may ignore). */
export async function translatorWithScript(script: string, settings: Partial<TranslationSettings>, shell = '/bin/sh'): Promise<TestTranslator> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'refgraph-apertium-script-'));
  const file = path.join(dir, 'chain.sh');
  await writeFile(file, `#!${shell}\n${script}`);
  await chmod(file, 0o755);
  return translatorWithMode(`${file}\n`, settings);
}

/** A translator whose spa-eng mode is COMMAND, installed in a data folder of its own (APERTIUM_DATADIR, read as the `apertium` script reads it). */
export async function translatorWithMode(command: string, settings: Partial<TranslationSettings>): Promise<TestTranslator> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'refgraph-apertium-'));
  await mkdir(path.join(dataDir, 'modes'));
  await writeFile(path.join(dataDir, 'modes', 'spa-eng.mode'), command);
  const saved = process.env.APERTIUM_DATADIR;
  process.env.APERTIUM_DATADIR = dataDir;
  const translator = createTranslator(translationSettings(settings))!;
  return {
    translator,
    restore() {
      translator.close();
      if (saved === undefined) delete process.env.APERTIUM_DATADIR;
      else process.env.APERTIUM_DATADIR = saved;
    },
  };
}
