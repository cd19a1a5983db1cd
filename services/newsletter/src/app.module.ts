import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { NewsletterConfig } from './config/newsletter.config';
import { HealthController } from './health/health.controller';

@Module({})
export class AppModule {
  static register(config: NewsletterConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: config.DATABASE_URL,
          entities: [],
          migrations: [],
          migrationsRun: true,
          synchronize: false,
        }),
      ],
      controllers: [HealthController],
    };
  }
}
