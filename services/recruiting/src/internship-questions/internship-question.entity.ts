import { Column, Entity } from 'typeorm';
import { RecordColumns } from '@bytecraft/service-runtime/records/record-columns';

@Entity('internship_questions')
export class InternshipQuestion extends RecordColumns {
  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  university: string | null;

  @Column({ type: 'text' })
  question: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  internshipInterest: string | null;

  /** Staff's answer, signed `respondedBy`; empty until someone answers. */
  @Column({ type: 'text', nullable: true })
  response: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  respondedBy: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  respondedAt: Date | null;
}
