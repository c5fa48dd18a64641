-- CreateTable
CREATE TABLE "TrainingRecording" (
    "id" SERIAL NOT NULL,
    "transcript" TEXT NOT NULL,
    "scenario" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "notes" TEXT NOT NULL DEFAULT '',
    "uploadedBy" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TrainingRecording_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TrainingRecording_scenario_outcome_idx" ON "TrainingRecording"("scenario", "outcome");
