-- CreateTable
CREATE TABLE "EvaluationRun" (
    "id" SERIAL NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "batch" TEXT NOT NULL,
    "system" TEXT NOT NULL,
    "split" TEXT NOT NULL,
    "config" JSONB NOT NULL,
    "means" JSONB NOT NULL,
    "recallCurve" JSONB NOT NULL,
    "perQuery" JSONB NOT NULL,
    "timings" JSONB NOT NULL,
    "queryCounts" JSONB NOT NULL,
    "corpus" JSONB NOT NULL,
    "seed" INTEGER NOT NULL,

    CONSTRAINT "EvaluationRun_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "EvaluationRun_batch_idx" ON "EvaluationRun"("batch");

