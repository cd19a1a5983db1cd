import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

export class CreateRecruitingTables1795000000000 extends sqlMigration(
  [
    `
      CREATE TABLE "job_applications" (
        "id" uuid PRIMARY KEY,
        "name" varchar(100) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone" varchar(30),
        "experience" varchar(10),
        "skills" text,
        "coverLetter" text,
        "jobId" varchar(20),
        "jobTitle" varchar(200),
        "resumeKey" varchar(200) NOT NULL,
        "resumeName" varchar(200) NOT NULL,
        "resumeType" varchar(100) NOT NULL,
        "resumeSize" integer NOT NULL,
        "status" varchar(20) NOT NULL DEFAULT 'applied'
          CHECK ("status" IN ('applied', 'screening', 'interviewing', 'hired', 'rejected')),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`,
    `
      CREATE TABLE "internship_applications" (
        "id" uuid PRIMARY KEY,
        "name" varchar(100) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone" varchar(30),
        "university" varchar(200) NOT NULL,
        "course" varchar(200) NOT NULL,
        "year" varchar(10),
        "skills" text,
        "experience" text,
        "motivation" text NOT NULL,
        "availability" varchar(20),
        "portfolioUrl" varchar(500),
        "resumeKey" varchar(200),
        "resumeName" varchar(200),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`,
    `
      CREATE TABLE "internship_questions" (
        "id" uuid PRIMARY KEY,
        "name" varchar(100) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone" varchar(30),
        "university" varchar(200),
        "question" text NOT NULL,
        "internshipInterest" varchar(30),
        "response" text,
        "respondedBy" varchar(100),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX "job_applications_status_created" ON "job_applications" ("status", "createdAt" DESC)`,
  ],
  [
    `DROP TABLE "internship_questions"`,
    `DROP TABLE "internship_applications"`,
    `DROP TABLE "job_applications"`,
  ],
) {}
