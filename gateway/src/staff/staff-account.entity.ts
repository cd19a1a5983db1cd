import { StaffRole, type StaffState } from '@bytecraft/contracts/staff-team';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Someone who may sign in to the staff console, as an admin or as staff. */
@Entity('staff_accounts')
export class StaffAccount {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Always lower-cased, so one address is one account. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  /** Null while an invitation has not been accepted: nobody can sign in to it. */
  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash: string | null;

  @Column({ type: 'varchar', length: 16, default: StaffRole.Staff })
  role: StaffRole;

  @Column({ type: 'varchar', length: 120, nullable: true })
  name: string | null;

  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  @Column({ name: 'password_changed_at', type: 'timestamptz', nullable: true })
  passwordChangedAt: Date | null;

  /** The TOTP secret, sealed with STAFF_TOTP_KEY (SecretBox); null while two-factor is off. */
  @Column({ name: 'totp_secret', type: 'text', nullable: true, select: false })
  totpSecret: string | null;

  /** A secret being set up, sealed likewise: it replaces totpSecret once a code confirms it. */
  @Column({ name: 'totp_pending_secret', type: 'text', nullable: true, select: false })
  totpPendingSecret: string | null;

  @Column({ name: 'two_factor_enabled_at', type: 'timestamptz', nullable: true })
  twoFactorEnabledAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;
}

/** Disabled wins; an account without a password is still invited. */
export const stateOf = (account: Pick<StaffAccount, 'disabledAt' | 'passwordHash'>): StaffState =>
  account.disabledAt ? 'disabled' : account.passwordHash === null ? 'invited' : 'active';

/** How colleagues see the account named: its name, or its address when it has none. */
export const displayName = (account: Pick<StaffAccount, 'name' | 'email'>): string =>
  account.name ?? account.email;
