import type { StaffDirectoryEntry } from '@bytecraft/contracts/records/work';
import { Controller, Get } from '@nestjs/common';
import { StaffOnlyDocs } from '../http/openapi';
import { StaffAccountsService } from '../staff/staff-accounts.service';

/**
 * Every colleague by name, for any staff member: to show a record's owner and pick a new one.
 * The Team screen's fuller list (roles, sign-ins) stays the admins'.
 */
@StaffOnlyDocs()
@Controller('admin/staff/directory')
export class StaffDirectoryController {
  constructor(private readonly accounts: StaffAccountsService) {}

  @Get()
  async list(): Promise<{ success: true; data: StaffDirectoryEntry[] }> {
    return { success: true, data: await this.accounts.directory() };
  }
}
