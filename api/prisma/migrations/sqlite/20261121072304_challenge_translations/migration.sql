-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Challenge" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "scenario" TEXT NOT NULL,
    "initialMessage" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'chat',
    "difficulty" TEXT NOT NULL DEFAULT 'medium',
    "category" TEXT NOT NULL DEFAULT 'objection',
    "clientName" TEXT,
    "clientType" TEXT,
    "expectedResponse" TEXT,
    "tips" TEXT NOT NULL DEFAULT '[]',
    "translations" TEXT NOT NULL DEFAULT '{}',
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Challenge" ("category", "clientName", "clientType", "createdAt", "description", "difficulty", "expectedResponse", "id", "initialMessage", "isActive", "scenario", "tips", "title", "type", "updatedAt") SELECT "category", "clientName", "clientType", "createdAt", "description", "difficulty", "expectedResponse", "id", "initialMessage", "isActive", "scenario", "tips", "title", "type", "updatedAt" FROM "Challenge";
DROP TABLE "Challenge";
ALTER TABLE "new_Challenge" RENAME TO "Challenge";
CREATE INDEX "Challenge_isActive_type_idx" ON "Challenge"("isActive", "type");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
