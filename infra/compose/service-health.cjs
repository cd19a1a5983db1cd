// Container health check for a service: asks it over the Redis transport, as the gateway does,
// inside the deployment's namespace (QUEUE_PREFIX). With replicas, any one of them may answer;
// a broken database makes the answer fail.
const { NamespacedClientRedis } = require('@bytecraft/service-runtime/transport/namespaced-redis');
const { Logger } = require('@nestjs/common');
const { firstValueFrom, timeout } = require('rxjs');

// Its answer is the exit code; the client's own log lines would only fill the health log.
Logger.overrideLogger(false);

const service = process.argv[2];
const client = new NamespacedClientRedis(
  process.env.QUEUE_PREFIX || 'bull',
  process.env.REDIS_URL || 'redis://127.0.0.1:6379',
);

firstValueFrom(client.send(`${service}.health`, {}).pipe(timeout(3000)))
  .then(() => process.exit(0))
  .catch(() => process.exit(1));
