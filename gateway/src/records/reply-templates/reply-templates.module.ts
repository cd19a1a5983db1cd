import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../audit/audit.module';
import { ReplyTemplateRow } from './reply-template.entity';
import { ReplyTemplatesController } from './reply-templates.controller';
import { ReplyTemplatesService } from './reply-templates.service';

/** Reply templates: the admins' screen, and the replies that name one. */
@Module({
  imports: [TypeOrmModule.forFeature([ReplyTemplateRow]), AuditModule],
  providers: [ReplyTemplatesService],
  controllers: [ReplyTemplatesController],
  exports: [ReplyTemplatesService],
})
export class ReplyTemplatesModule {}
