-- AlterTable
ALTER TABLE "Challenge" ADD COLUMN     "scorecard" TEXT NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "ChatSession" ADD COLUMN     "medal" TEXT,
ADD COLUMN     "scorecard" TEXT;
