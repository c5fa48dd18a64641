-- CreateTable
CREATE TABLE "TrainingRecording" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "transcript" TEXT NOT NULL,
    "scenario" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "notes" TEXT NOT NULL DEFAULT '',
    "uploadedBy" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "TrainingRecording_scenario_outcome_idx" ON "TrainingRecording"("scenario", "outcome");
