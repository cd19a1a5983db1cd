// Container health check for a service: asks it over the Redis transport, as the gateway does.
// With replicas, any one of them may answer; a broken database makes the answer fail.
const { ClientProxyFactory, Transport } = require('@nestjs/microservices');
const { firstValueFrom, timeout } = require('rxjs');

const service = process.argv[2];
const url = new URL(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
const client = ClientProxyFactory.create({
  transport: Transport.REDIS,
  options: { host: url.hostname, port: Number(url.port || 6379), retryAttempts: 0 },
});

firstValueFrom(client.send(`${service}.health`, {}).pipe(timeout(3000)))
  .then(() => process.exit(0))
  .catch(() => process.exit(1));
