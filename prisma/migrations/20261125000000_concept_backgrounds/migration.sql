-- Calibrated concept thresholds are now margins over a background (cosine minus the query's
-- cosine with the mean paper of the hit's language), stored with those means. Thresholds fitted
-- before were raw cosines, which conceptSearch(threshold: CALIBRATED) no longer compares: they
-- are dropped, and `refgraph calibrate` (run by `npm start` for the demo) fits new ones.
DELETE FROM "ConceptThreshold";

-- CreateTable
CREATE TABLE "ConceptBackground" (
    "model" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "papers" INTEGER NOT NULL,
    "vector" DOUBLE PRECISION[],
    "fittedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ConceptBackground_pkey" PRIMARY KEY ("model","language")
);
