import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { SERVICE_CLIENT, serviceClientProvider } from './service-client';

/**
 * Closes the client once every module's own stop hook has run: a client closed earlier opens
 * new connections on the next `send` (it connects lazily), which nothing would close.
 */
@Module({
  providers: [serviceClientProvider],
  exports: [serviceClientProvider],
})
export class RpcModule implements OnApplicationShutdown {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: NamespacedClientRedis) {}

  async onApplicationShutdown() {
    await this.services.close();
  }
}
