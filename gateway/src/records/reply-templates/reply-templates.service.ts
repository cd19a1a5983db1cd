import type { ReplyTemplate, ReplyTemplateInput } from '@bytecraft/contracts/records/work';
import type { WorkedKind } from '@bytecraft/contracts/records';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { notFound } from '../../http/found';
import { ReplyTemplateRow, toReplyTemplate } from './reply-template.entity';

/** Reply templates in the gateway's database, ordered by name as staff pick them. */
@Injectable()
export class ReplyTemplatesService {
  constructor(
    @InjectRepository(ReplyTemplateRow) private readonly rows: Repository<ReplyTemplateRow>,
  ) {}

  /** Every template, or those offered for `kind` (for every kind, or for it by name). */
  async list(kind?: WorkedKind): Promise<ReplyTemplate[]> {
    const query = this.rows.createQueryBuilder('t').orderBy('t.name').addOrderBy('t.id');
    if (kind) query.where(`(t.kinds = '{}' OR :kind = ANY(t.kinds))`, { kind });
    return (await query.getMany()).map(toReplyTemplate);
  }

  /** The template by id; 404 for an unknown one (and for an id that is no uuid). */
  async get(id: string): Promise<ReplyTemplate> {
    const row = UUID.test(id) ? await this.rows.findOneBy({ id }) : null;
    if (!row) throw notFound();
    return toReplyTemplate(row);
  }

  /** Whether a template has this id: a reply may name only one that is there. */
  exists(id: string): Promise<boolean> {
    return this.rows.existsBy({ id });
  }

  /** `actorId`: the admin's account. */
  async create(id: string, input: ReplyTemplateInput, actorId: string): Promise<ReplyTemplate> {
    await this.rows.insert({ id, ...input, updatedById: actorId });
    return this.get(id);
  }

  async update(id: string, input: ReplyTemplateInput, actorId: string): Promise<ReplyTemplate> {
    const { affected } = await this.rows.update({ id }, { ...input, updatedById: actorId });
    if (!affected) throw notFound();
    return this.get(id);
  }

  async remove(id: string): Promise<void> {
    const { affected } = await this.rows.delete({ id });
    if (!affected) throw notFound();
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
