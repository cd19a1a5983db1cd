import { commonEnv, parseEnv } from '@bytecraft/contracts/env';
import { z } from 'zod';

const schema = z.object({
  ...commonEnv,
  DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/notification'),
  /** The SMTP server mail goes through: a mail catcher locally, the real relay in production. */
  SMTP_URL: z.url().default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().default('Bytecraft Technologies <hello@bytecraft.example>'),
  STAFF_SALES_EMAIL: z.email().default('sales@bytecraft.example'),
  STAFF_CAREERS_EMAIL: z.email().default('careers@bytecraft.example'),
  STAFF_INTERNSHIPS_EMAIL: z.email().default('internships@bytecraft.example'),
  /** Where links in mail point: the site for people, the API for one-click unsubscribe. */
  PUBLIC_SITE_URL: z.url().default('http://localhost:5173'),
  PUBLIC_API_URL: z.url().default('http://localhost:5000/api'),
});

export type NotificationConfig = z.output<typeof schema>;

export const NOTIFICATION_CONFIG = Symbol('NOTIFICATION_CONFIG');

export const loadNotificationConfig = (env: Record<string, string | undefined> = process.env) =>
  parseEnv(schema, env);
