-- AlterTable
ALTER TABLE "ChatSession" ADD COLUMN "medal" TEXT;
ALTER TABLE "ChatSession" ADD COLUMN "scorecard" TEXT;

-- CreateTable
CREATE TABLE "Team" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "TeamMember" (
    "teamId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'member',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("teamId", "userId"),
    CONSTRAINT "TeamMember_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "TeamMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Assignment" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "teamId" INTEGER NOT NULL,
    "createdById" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "target" TEXT NOT NULL DEFAULT '',
    "minScore" INTEGER,
    "medal" TEXT,
    "dueAt" DATETIME NOT NULL,
    "wholeTeam" BOOLEAN NOT NULL DEFAULT true,
    "summarySentAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Assignment_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AssignmentTarget" (
    "assignmentId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "bestScore" INTEGER,
    "completedAt" DATETIME,
    "activityId" TEXT,
    "dueSoonSentAt" DATETIME,
    "overdueSentAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("assignmentId", "userId"),
    CONSTRAINT "AssignmentTarget_assignmentId_fkey" FOREIGN KEY ("assignmentId") REFERENCES "Assignment" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "AssignmentTarget_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

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
    "scorecard" TEXT NOT NULL DEFAULT '{}',
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Challenge" ("category", "clientName", "clientType", "createdAt", "description", "difficulty", "expectedResponse", "id", "initialMessage", "isActive", "scenario", "tips", "title", "translations", "type", "updatedAt") SELECT "category", "clientName", "clientType", "createdAt", "description", "difficulty", "expectedResponse", "id", "initialMessage", "isActive", "scenario", "tips", "title", "translations", "type", "updatedAt" FROM "Challenge";
DROP TABLE "Challenge";
ALTER TABLE "new_Challenge" RENAME TO "Challenge";
CREATE INDEX "Challenge_isActive_type_idx" ON "Challenge"("isActive", "type");
CREATE TABLE "new_User" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'user',
    "emailVerifiedAt" DATETIME,
    "language" TEXT NOT NULL DEFAULT 'en',
    "streak" INTEGER NOT NULL DEFAULT 0,
    "averageScore" REAL NOT NULL DEFAULT 0,
    "totalSessions" INTEGER NOT NULL DEFAULT 0,
    "xp" INTEGER NOT NULL DEFAULT 0,
    "perfectScores" INTEGER NOT NULL DEFAULT 0,
    "totalQuizzes" INTEGER NOT NULL DEFAULT 0,
    "leaderboardVisible" BOOLEAN NOT NULL DEFAULT true,
    "timezone" TEXT NOT NULL DEFAULT 'UTC',
    "discPrimaryType" TEXT,
    "discDominant" INTEGER,
    "discInfluencer" INTEGER,
    "discSteady" INTEGER,
    "discCompliant" INTEGER,
    "discUpdatedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_User" ("averageScore", "createdAt", "discCompliant", "discDominant", "discInfluencer", "discPrimaryType", "discSteady", "discUpdatedAt", "email", "emailVerifiedAt", "id", "language", "name", "passwordHash", "perfectScores", "role", "streak", "timezone", "totalQuizzes", "totalSessions", "updatedAt", "username", "xp") SELECT "averageScore", "createdAt", "discCompliant", "discDominant", "discInfluencer", "discPrimaryType", "discSteady", "discUpdatedAt", "email", "emailVerifiedAt", "id", "language", "name", "passwordHash", "perfectScores", "role", "streak", "timezone", "totalQuizzes", "totalSessions", "updatedAt", "username", "xp" FROM "User";
DROP TABLE "User";
ALTER TABLE "new_User" RENAME TO "User";
CREATE UNIQUE INDEX "User_username_key" ON "User"("username");
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "Team_name_key" ON "Team"("name");

-- CreateIndex
CREATE INDEX "TeamMember_userId_idx" ON "TeamMember"("userId");

-- CreateIndex
CREATE INDEX "Assignment_teamId_dueAt_idx" ON "Assignment"("teamId", "dueAt");

-- CreateIndex
CREATE INDEX "Assignment_dueAt_summarySentAt_idx" ON "Assignment"("dueAt", "summarySentAt");

-- CreateIndex
CREATE INDEX "AssignmentTarget_userId_completedAt_idx" ON "AssignmentTarget"("userId", "completedAt");
