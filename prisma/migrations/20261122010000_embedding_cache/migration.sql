-- CreateTable
CREATE TABLE "Embedding" (
    "model" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "dimension" INTEGER NOT NULL,
    "vector" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Embedding_pkey" PRIMARY KEY ("model","key")
);
