import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ErasuresModule } from '../erasures/erasures.module';
import { RecordsModule } from '../records/records.module';
import { RpcModule } from '../rpc/rpc.module';
import { UploadsModule } from '../uploads/uploads.module';
import { PeopleController } from './people.controller';
import { PeopleService } from './people.service';

/** The person view, its export and the erasure of a person. */
@Module({
  imports: [RpcModule, AuditModule, UploadsModule, ErasuresModule, RecordsModule],
  controllers: [PeopleController],
  providers: [PeopleService],
})
export class PeopleModule {}
