import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A worked kind an admin turned auto-assignment on or off for; no row is off. */
@Entity('assignment_kinds')
export class AssignmentKindRow {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  kind: string;

  @Column({ type: 'boolean' })
  enabled: boolean;
}

/** A member's own word on taking records given out automatically; no row takes none. */
@Entity('staff_availability')
export class StaffAvailabilityRow {
  @PrimaryColumn({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @Column({ name: 'opted_in', type: 'boolean' })
  optedIn: boolean;

  @Column({ type: 'integer' })
  capacity: number;

  @Column({ type: 'boolean' })
  away: boolean;
}
