import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The team's settings: the one row, id 1. */
@Entity('team_settings')
export class TeamSettingsRow {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  @Column({ name: 'require_two_factor_for_admins', type: 'boolean' })
  requireTwoFactorForAdmins: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** The only row's id. */
export const TEAM_SETTINGS_ID = 1;
