-- CreateEnum
CREATE TYPE "AuditAction" AS ENUM ('ingest', 'delete');

-- CreateTable
CREATE TABLE "AuditEvent" (
    "id" SERIAL NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor" TEXT NOT NULL,
    "keyId" TEXT,
    "action" "AuditAction" NOT NULL,
    "runId" INTEGER,
    "counts" JSONB NOT NULL DEFAULT '{}',
    "ids" JSONB NOT NULL DEFAULT '{}',
    "idsOmitted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "AuditEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditEvent_createdAt_idx" ON "AuditEvent"("createdAt");
