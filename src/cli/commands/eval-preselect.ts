import { writeFile } from 'node:fs/promises';
import { preselectSettings, rankEngines, withServices } from '../../app';
import { describeBoundaries, curveCsv, curveTable, runPreselectEvaluation } from '../../eval';
import { parsePreselectEvalArgs } from './eval-preselect-args';

/** refgraph eval preselect: recall of the query papers' references in preselections of each size. */
export async function runEvalPreselect(args: string[]): Promise<number> {
  const options = parsePreselectEvalArgs(args);
  await withServices(async (services) => {
    const settings = preselectSettings(services.config);
    const outcome = await runPreselectEvaluation(await rankEngines(services), settings, options.plan, (text) => console.error(text));
    console.log(`${describeBoundaries(outcome.boundaries)}; split ${options.plan.split}; query fields ${options.plan.fields}`);
    console.log(curveTable(outcome.points));
    if (options.csvFile !== null) {
      await writeFile(options.csvFile, curveCsv(outcome.points));
      console.log(`csv: ${options.csvFile}`);
    }
    if (options.jsonFile !== null) {
      const record = {
        command: `refgraph eval preselect ${args.join(' ')}`.trim(),
        plan: options.plan,
        boundaries: outcome.boundaries,
        preselect: { ...settings.preset, encoder: services.config.embedding.model, index: services.paperIndex },
        queryCounts: outcome.queryCounts,
        points: outcome.points,
        perQuery: outcome.perQuery,
      };
      await writeFile(options.jsonFile, `${JSON.stringify(record, null, 2)}\n`);
      console.log(`json: ${options.jsonFile}`);
    }
  });
  return 0;
}
