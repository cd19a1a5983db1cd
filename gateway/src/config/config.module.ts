import { DynamicModule, Global, Module } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from './gateway.config';

@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: GATEWAY_CONFIG, useValue: config }],
      exports: [GATEWAY_CONFIG],
    };
  }
}
