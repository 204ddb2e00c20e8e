-- CreateEnum
CREATE TYPE "TrainedModelKind" AS ENUM ('ranker', 'encoder');

-- CreateEnum
CREATE TYPE "TrainedModelStatus" AS ENUM ('candidate', 'promoted', 'retired');

-- CreateTable
CREATE TABLE "TrainedModel" (
    "id" SERIAL NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "kind" "TrainedModelKind" NOT NULL,
    "name" TEXT NOT NULL,
    "status" "TrainedModelStatus" NOT NULL DEFAULT 'candidate',
    "path" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "settings" JSONB NOT NULL,
    "trainedOn" JSONB NOT NULL,
    "validation" JSONB NOT NULL,
    "promotedAt" TIMESTAMP(3),
    "retiredAt" TIMESTAMP(3),
    "rolledBackAt" TIMESTAMP(3),

    CONSTRAINT "TrainedModel_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TrainedModel_name_key" ON "TrainedModel"("name");

-- CreateIndex
CREATE INDEX "TrainedModel_kind_status_idx" ON "TrainedModel"("kind", "status");

-- One promoted model per kind, whatever writes the table (Prisma cannot declare a partial index).
CREATE UNIQUE INDEX "TrainedModel_one_promoted_per_kind" ON "TrainedModel"("kind") WHERE "status" = 'promoted';
