-- CreateTable
CREATE TABLE "ConceptThreshold" (
    "model" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "threshold" DOUBLE PRECISION NOT NULL,
    "f1" DOUBLE PRECISION NOT NULL,
    "precision" DOUBLE PRECISION NOT NULL,
    "recall" DOUBLE PRECISION NOT NULL,
    "labels" INTEGER NOT NULL,
    "relevant" INTEGER NOT NULL,
    "source" TEXT NOT NULL,
    "fittedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ConceptThreshold_pkey" PRIMARY KEY ("model","language")
);

