/**
 * docs/configuration.md's tables, written from the settings table (`npm run docs:config`; a unit
 * test fails when the page differs). The page's hand-written introduction, everything down to
 * the marker line, is kept as it is.
 */
import { RefgraphError } from '../errors/refgraph-error';
import type { Setting, SettingGroup } from './settings';

export const GENERATED_MARKER = '<!-- Generated from src/config/settings/ by `npm run docs:config`: edit the settings there, not below. -->';

export function settingsMarkdown(groups: readonly SettingGroup[]): string {
  return groups.map(groupMarkdown).join('\n');
}

/** The page with everything below the marker replaced by `generated`. */
export function withGeneratedPart(page: string, generated: string): string {
  const end = page.indexOf(GENERATED_MARKER);
  if (end === -1) throw new RefgraphError('FILE_UNREADABLE', `docs/configuration.md has no line ${GENERATED_MARKER} to write the tables under`);
  return `${page.slice(0, end + GENERATED_MARKER.length)}\n\n${generated}`;
}

function groupMarkdown(group: SettingGroup): string {
  const rows = Object.entries(group.settings).map(([name, setting]) => row(name, setting));
  const intro = group.intro === undefined ? '' : `${group.intro}\n\n`;
  return `## ${group.title}\n\n${intro}| variable | default | range | description |\n|---|---|---|---|\n${rows.join('\n')}\n`;
}

function row(name: string, setting: Setting<unknown>): string {
  const variable = `\`${name}\`${setting.secret ? ' (secret)' : ''}`;
  // The link goes inside the sentence, before its full stop.
  const description = setting.see === undefined ? setting.description : `${setting.description.replace(/\.$/, '')} ([${setting.see.replace(/\.md.*$/, '')}](${setting.see})).`;
  return `| ${[variable, setting.shownDefault, setting.range, description].map(cell).join(' | ')} |`;
}

/** A table cell: a pipe would end it. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}
