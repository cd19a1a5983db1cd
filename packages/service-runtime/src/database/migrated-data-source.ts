import { TypeOrmModule } from '@nestjs/typeorm';
import type { DynamicModule } from '@nestjs/common';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { withoutStatementBounds } from './listened-pg-client';

/** The advisory lock a database's migrations run under (advisory locks are per database). */
export const MIGRATIONS_LOCK = 7_950_001;

/**
 * Opens a data source and applies its pending migrations while holding a PostgreSQL advisory
 * lock, so replicas starting together on an empty database migrate one after the other: the
 * first applies them, the others find nothing left to do. Without the lock two replicas ran
 * the same CREATE TABLE at once and one failed its start. Migrations, and the wait for another
 * replica's, run on a connection of their own without the pool's statement bounds; the data
 * source returned keeps them.
 */
export async function openMigrated(options: DataSourceOptions): Promise<DataSource> {
  const migrating = await new DataSource({
    ...options,
    migrationsRun: false,
    extra: withoutStatementBounds(options.extra as object | undefined),
  }).initialize();
  try {
    const lockHolder = migrating.createQueryRunner();
    try {
      await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATIONS_LOCK]);
      await migrating.runMigrations();
    } finally {
      // A lock whose connection broke went with it; on a live one it is released here.
      if (lockHolder.connection.isInitialized && !lockHolder.isReleased) {
        await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATIONS_LOCK]);
      }
      await lockHolder.release();
    }
  } finally {
    await migrating.destroy();
  }
  return new DataSource({ ...options, migrationsRun: false }).initialize();
}

/** TypeORM for a Nest app, its data source opened by `openMigrated`. */
export const migratedTypeOrm = (options: DataSourceOptions): DynamicModule =>
  TypeOrmModule.forRootAsync({
    useFactory: () => options,
    dataSourceFactory: () => openMigrated(options),
  });
