import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** What a one-time link lets its holder do: set the first password, or a new one. */
export type StaffTokenPurpose = 'invite' | 'reset';

/**
 * A one-time link's token, kept only as its SHA-256: whoever reads the table cannot follow a
 * link from it. Used once (`usedAt`), or never after `expiresAt`.
 */
@Entity('staff_tokens')
export class StaffToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @Column({ type: 'varchar', length: 16 })
  purpose: StaffTokenPurpose;

  @Column({ name: 'token_hash', type: 'char', length: 43, unique: true })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
