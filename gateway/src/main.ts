import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createGatewayApp } from './app';
import { loadGatewayConfig } from './config/gateway.config';

async function bootstrap() {
  const config = loadGatewayConfig();
  const app = await createGatewayApp(config);
  await app.listen(config.PORT, config.HOST);
  new Logger('Gateway').log(`API listening on http://localhost:${config.PORT}/api`);
}

void bootstrap();
