-- AlterTable
ALTER TABLE "Challenge" ADD COLUMN     "translations" TEXT NOT NULL DEFAULT '{}';
