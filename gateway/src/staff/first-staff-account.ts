import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { StaffAccountsService } from './staff-accounts.service';

/**
 * The account named by ADMIN_EMAIL / ADMIN_PASSWORD, created at start when missing. An existing
 * one keeps its password: changing the variable later does not reset anybody's sign-in.
 */
@Injectable()
export class FirstStaffAccount implements OnModuleInit {
  private readonly logger = new Logger('Staff');

  constructor(
    private readonly accounts: StaffAccountsService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async onModuleInit() {
    const { ADMIN_EMAIL, ADMIN_PASSWORD } = this.config;
    if (ADMIN_PASSWORD === undefined) return;
    if (await this.accounts.ensure(ADMIN_EMAIL, ADMIN_PASSWORD)) {
      this.logger.log(`Created the staff account ${ADMIN_EMAIL}`);
    }
  }
}
