-- CreateEnum
CREATE TYPE "ApiKeyRole" AS ENUM ('reader', 'writer', 'admin');

-- CreateTable
CREATE TABLE "ApiKey" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "role" "ApiKeyRole" NOT NULL,
    "secretHash" TEXT NOT NULL,
    "requestsPerMinute" INTEGER,
    "costPerMinute" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "ApiKey_pkey" PRIMARY KEY ("id")
);
