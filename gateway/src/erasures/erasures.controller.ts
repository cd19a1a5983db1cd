import type { Erasure } from '@bytecraft/contracts/people';
import { Controller, Get, Param } from '@nestjs/common';
import { z } from 'zod';
import { AdminOnly } from '../auth/admin-only.decorator';
import { SchemaQuery, StaffOnlyDocs } from '../http/openapi';
import { ErasuresService } from './erasures.service';

/** `?limit=`: how many of the latest erasures the console lists. */
const erasuresQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a whole number from 1 to 100' })
    .int({ error: 'Limit must be a whole number from 1 to 100' })
    .min(1, { error: 'Limit must be a whole number from 1 to 100' })
    .max(100, { error: 'Limit must be a whole number from 1 to 100' })
    .default(20),
});

/** Erasures' progress, for admins: one by id, and the latest (requests and retention runs). */
@StaffOnlyDocs()
@Controller('admin/erasures')
export class ErasuresController {
  constructor(private readonly erasures: ErasuresService) {}

  @Get()
  @AdminOnly()
  async latest(
    @SchemaQuery(erasuresQuerySchema) query: z.output<typeof erasuresQuerySchema>,
  ): Promise<{ success: true; data: Erasure[] }> {
    return { success: true, data: await this.erasures.latest(query.limit) };
  }

  @Get(':id')
  @AdminOnly()
  async get(@Param('id') id: string): Promise<{ success: true; data: Erasure }> {
    return { success: true, data: await this.erasures.get(id) };
  }
}
