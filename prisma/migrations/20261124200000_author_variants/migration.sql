-- AlterTable
ALTER TABLE "Author" ADD COLUMN     "canonicalId" TEXT,
ADD COLUMN     "mergeReason" TEXT,
ADD COLUMN     "mergeShared" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "variantGroup" TEXT;

-- CreateIndex
CREATE INDEX "Author_variantGroup_idx" ON "Author"("variantGroup");

-- CreateIndex
CREATE INDEX "Author_canonicalId_idx" ON "Author"("canonicalId");

-- AddForeignKey
ALTER TABLE "Author" ADD CONSTRAINT "Author_canonicalId_fkey" FOREIGN KEY ("canonicalId") REFERENCES "Author"("id") ON DELETE SET NULL ON UPDATE CASCADE;

