/** Calibrated thresholds in PostgreSQL (table ConceptThreshold). */
import type { PrismaClient } from '@prisma/client';
import type { Calibration, ThresholdFit } from './calibration';
import { ALL_LANGUAGES, CalibratedThresholds } from './thresholds';

/** Replaces every threshold of the model with this calibration's, in one transaction. */
export async function storeCalibration(prisma: PrismaClient, model: string, calibration: Calibration, source: string): Promise<void> {
  const row = (language: string, fit: ThresholdFit, labels: number, relevant: number) => ({ model, language, ...fit, labels, relevant, source });
  const rows = [
    row(ALL_LANGUAGES, calibration.modelWide.fit, calibration.modelWide.labels, calibration.modelWide.relevant),
    ...calibration.languages.flatMap((group) => (group.fit && group.language !== null ? [row(group.language, group.fit, group.labels, group.relevant)] : [])),
  ];
  await prisma.$transaction([prisma.conceptThreshold.deleteMany({ where: { model } }), prisma.conceptThreshold.createMany({ data: rows })]);
}

/** The model's thresholds; null when it was never calibrated. */
export async function loadCalibratedThresholds(prisma: PrismaClient, model: string): Promise<CalibratedThresholds | null> {
  const rows = await prisma.conceptThreshold.findMany({ where: { model } });
  const modelWide = rows.find((r) => r.language === ALL_LANGUAGES);
  if (!modelWide) return null;
  return { model, modelWide: modelWide.threshold, byLanguage: new Map(rows.filter((r) => r !== modelWide).map((r) => [r.language, r.threshold])) };
}
