/** Calibrations in PostgreSQL: thresholds (table ConceptThreshold) and the backgrounds of their margins (ConceptBackground). */
import type { PrismaClient } from '@prisma/client';
import { ALL_PAPERS, Background, Backgrounds } from './background';
import type { Calibration, ThresholdFit } from './calibration';
import type { ModelCalibration } from './thresholds';

/** Replaces every threshold and background of the model with these, in one transaction. */
export async function storeCalibration(prisma: PrismaClient, model: string, calibration: Calibration, backgrounds: Backgrounds, source: string): Promise<void> {
  const row = (language: string, fit: ThresholdFit, labels: number, relevant: number) => ({ model, language, ...fit, labels, relevant, source });
  const rows = [
    { ...row(ALL_PAPERS, calibration.modelWide.fit, calibration.modelWide.labels, calibration.modelWide.relevant), floor: calibration.floor },
    ...calibration.languages.flatMap((group) => (group.fit && group.language !== null ? [row(group.language, group.fit, group.labels, group.relevant)] : [])),
  ];
  const backgroundRows = [backgrounds.all, ...backgrounds.byLanguage.values()].map((b) => ({ model, language: b.language, papers: b.papers, vector: Array.from(b.vector) }));
  await prisma.$transaction([
    prisma.conceptThreshold.deleteMany({ where: { model } }),
    prisma.conceptBackground.deleteMany({ where: { model } }),
    prisma.conceptThreshold.createMany({ data: rows }),
    prisma.conceptBackground.createMany({ data: backgroundRows }),
  ]);
}

/** The model's calibration; null when it was never calibrated. */
export async function loadCalibration(prisma: PrismaClient, model: string): Promise<ModelCalibration | null> {
  const [thresholdRows, backgroundRows] = await Promise.all([prisma.conceptThreshold.findMany({ where: { model } }), prisma.conceptBackground.findMany({ where: { model } })]);
  const modelWide = thresholdRows.find((r) => r.language === ALL_PAPERS);
  const all = backgroundRows.find((r) => r.language === ALL_PAPERS);
  if (!modelWide || !all) return null;
  const background = (r: (typeof backgroundRows)[number]): Background => ({ language: r.language, papers: r.papers, vector: Float32Array.from(r.vector) });
  return {
    model,
    backgrounds: { all: background(all), byLanguage: new Map(backgroundRows.filter((r) => r !== all).map((r) => [r.language, background(r)])) },
    thresholds: {
      modelWide: modelWide.threshold,
      byLanguage: new Map(thresholdRows.filter((r) => r !== modelWide).map((r) => [r.language, r.threshold])),
      floor: modelWide.floor,
    },
  };
}
