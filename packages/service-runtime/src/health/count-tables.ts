import type { DataSource } from 'typeorm';

/** Tables the service's migrations created in its own database (TypeORM's bookkeeping aside). */
export async function countTables(db: DataSource): Promise<number> {
  const [row] = await db.query<{ tables: number }[]>(
    `SELECT count(*)::int AS tables FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'migrations'`,
  );
  return row.tables;
}
