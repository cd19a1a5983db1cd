import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Someone who may sign in to the staff console. Every account is staff; there are no roles. */
@Entity('staff_accounts')
export class StaffAccount {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Always lower-cased, so one address is one account. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;
}
