-- AlterTable
ALTER TABLE "Call" ADD COLUMN     "medal" TEXT,
ADD COLUMN     "scorecard" TEXT;
