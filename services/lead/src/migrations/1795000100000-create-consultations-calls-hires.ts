import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

export class CreateConsultationsCallsHires1795000100000 extends sqlMigration(
  [
    `
      CREATE TABLE "consultations" (
        "id" uuid PRIMARY KEY,
        "name" varchar(100) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone" varchar(30),
        "company" varchar(150),
        "service" varchar(60) NOT NULL,
        "budget" varchar(30),
        "timeline" varchar(30),
        "message" text,
        "status" varchar(20) NOT NULL DEFAULT 'pending'
          CHECK ("status" IN ('pending', 'scheduled', 'completed')),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`,
    `
      CREATE TABLE "schedule_calls" (
        "id" uuid PRIMARY KEY,
        "name" varchar(100) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone" varchar(30) NOT NULL,
        "company" varchar(150),
        "purpose" varchar(30) NOT NULL,
        "preferredTime" varchar(20) NOT NULL,
        "message" text,
        "status" varchar(20) NOT NULL DEFAULT 'scheduled'
          CHECK ("status" IN ('scheduled', 'completed', 'cancelled')),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`,
    `
      CREATE TABLE "developer_hires" (
        "id" uuid PRIMARY KEY,
        "name" varchar(100) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone" varchar(30),
        "company" varchar(150),
        "projectType" varchar(30) NOT NULL,
        "budget" varchar(30),
        "timeline" varchar(30),
        "message" text NOT NULL,
        "developerId" varchar(20),
        "status" varchar(20) NOT NULL DEFAULT 'new'
          CHECK ("status" IN ('new', 'reviewing', 'interviewing', 'hired', 'rejected')),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`,
    ...['consultations', 'schedule_calls', 'developer_hires'].map(
      (table) =>
        `CREATE INDEX "${table}_status_created" ON "${table}" ("status", "createdAt" DESC)`,
    ),
  ],
  [`DROP TABLE "developer_hires"`, `DROP TABLE "schedule_calls"`, `DROP TABLE "consultations"`],
) {}
