-- CreateTable
CREATE TABLE "TitleTranslation" (
    "pair" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "translation" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TitleTranslation_pkey" PRIMARY KEY ("pair","key")
);
