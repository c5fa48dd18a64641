-- AlterTable
ALTER TABLE "Call" ADD COLUMN "medal" TEXT;
ALTER TABLE "Call" ADD COLUMN "scorecard" TEXT;
