/** `npm run docs:config`: rewrites docs/configuration.md's tables from the settings table. */
import { readFileSync, writeFileSync } from 'node:fs';
import { repoPath } from '../common/repo-path';
import { GROUPS } from './settings';
import { settingsMarkdown, withGeneratedPart } from './settings-markdown';

const PAGE = repoPath('docs', 'configuration.md');

writeFileSync(PAGE, withGeneratedPart(readFileSync(PAGE, 'utf8'), settingsMarkdown(GROUPS)));
