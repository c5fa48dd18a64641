-- CreateTable
CREATE TABLE "ProgressActivity" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "activityId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "score" INTEGER NOT NULL,
    "passed" BOOLEAN,
    "skills" TEXT NOT NULL DEFAULT '{}',
    "xp" INTEGER NOT NULL,
    "day" TEXT NOT NULL,
    "completedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProgressActivity_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DiscAssessment" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "assessmentType" TEXT NOT NULL DEFAULT 'initial',
    "responses" TEXT NOT NULL,
    "results" TEXT NOT NULL,
    "primaryStyle" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DiscAssessment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SavedPhrase" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "source" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SavedPhrase_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ProgressActivity_activityId_key" ON "ProgressActivity"("activityId");

-- CreateIndex
CREATE INDEX "ProgressActivity_userId_completedAt_idx" ON "ProgressActivity"("userId", "completedAt");

-- CreateIndex
CREATE INDEX "DiscAssessment_userId_createdAt_idx" ON "DiscAssessment"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "SavedPhrase_userId_source_text_key" ON "SavedPhrase"("userId", "source", "text");

-- AddForeignKey
ALTER TABLE "ProgressActivity" ADD CONSTRAINT "ProgressActivity_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DiscAssessment" ADD CONSTRAINT "DiscAssessment_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SavedPhrase" ADD CONSTRAINT "SavedPhrase_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
