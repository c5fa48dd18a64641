-- AlterTable
ALTER TABLE "User" ADD COLUMN     "discCompliant" INTEGER,
ADD COLUMN     "discDominant" INTEGER,
ADD COLUMN     "discInfluencer" INTEGER,
ADD COLUMN     "discPrimaryType" TEXT,
ADD COLUMN     "discSteady" INTEGER,
ADD COLUMN     "discUpdatedAt" TIMESTAMP(3),
ADD COLUMN     "perfectScores" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "timezone" TEXT NOT NULL DEFAULT 'UTC',
ADD COLUMN     "totalQuizzes" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "QuizQuestion" (
    "id" SERIAL NOT NULL,
    "questionId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "question" TEXT NOT NULL,
    "scenario" TEXT,
    "options" TEXT NOT NULL DEFAULT '[]',
    "correctAnswer" TEXT NOT NULL DEFAULT '',
    "rubric" TEXT NOT NULL DEFAULT '',
    "explanation" TEXT NOT NULL DEFAULT '',
    "category" TEXT NOT NULL,
    "subcategory" TEXT NOT NULL DEFAULT '',
    "difficulty" TEXT NOT NULL DEFAULT 'beginner',
    "points" INTEGER NOT NULL DEFAULT 10,
    "translations" TEXT NOT NULL DEFAULT '{}',
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "QuizQuestion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CoachingPhrase" (
    "id" SERIAL NOT NULL,
    "category" TEXT NOT NULL DEFAULT 'objections',
    "situation" TEXT NOT NULL,
    "poorExample" TEXT NOT NULL,
    "betterExample" TEXT NOT NULL,
    "tip" TEXT NOT NULL,
    "difficulty" TEXT NOT NULL DEFAULT 'medium',
    "translations" TEXT NOT NULL DEFAULT '{}',
    "custom" BOOLEAN NOT NULL DEFAULT false,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CoachingPhrase_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "QuizQuestion_questionId_key" ON "QuizQuestion"("questionId");

-- CreateIndex
CREATE INDEX "QuizQuestion_category_isActive_idx" ON "QuizQuestion"("category", "isActive");

-- CreateIndex
CREATE INDEX "CoachingPhrase_category_isActive_idx" ON "CoachingPhrase"("category", "isActive");
