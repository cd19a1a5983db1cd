// infra/scripts/validate-compose.sh against broken copies of docker-compose.yml (node --test;
// needs docker-compose, as CI installs it): each way of giving away more than least privilege
// fails it with a message naming the service and the problem, and the real file passes.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const COMPOSE = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'validate-compose-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the check on `text` written to a file of its own (outside the repository). */
function validate(text, name = 'docker-compose.yml') {
  const file = join(dir, name);
  writeFileSync(file, text);
  const result = spawnSync('bash', [join(ROOT, 'infra/scripts/validate-compose.sh'), file], {
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The compose file with `from` replaced by `to`, where `from` is in it exactly once. */
function broken(from, to) {
  const count = COMPOSE.split(from).length - 1;
  assert.equal(count, 1, `docker-compose.yml should hold ${JSON.stringify(from)} once`);
  return COMPOSE.replace(from, to);
}

function assertRefused(text, message) {
  const { status, stderr } = validate(text);
  assert.notEqual(status, 0, 'validate-compose.sh passed a broken file');
  assert.match(stderr, message);
}

test('passes the real docker-compose.yml', () => {
  const { status, stdout, stderr } = validate(COMPOSE);
  assert.equal(status, 0, stderr);
  assert.match(stdout, /is valid/);
});

test('refuses an app connecting to PostgreSQL as the superuser', () => {
  assertRefused(
    broken('postgres://lead:${LEAD_DB_PASSWORD}@', 'postgres://postgres:${POSTGRES_PASSWORD}@'),
    /lead: DATABASE_URL connects as the superuser postgres/,
  );
});

test("refuses an app connecting to another app's database", () => {
  assertRefused(
    broken('@postgres:5432/newsletter', '@postgres:5432/lead'),
    /newsletter: DATABASE_URL connects as newsletter, not the owner of lead/,
  );
});

test('refuses a Redis server without a password', () => {
  const requirepass = /\n\s+"--requirepass",\n\s+"\$\{REDIS_PASSWORD:\?[^"]*\}",/.exec(COMPOSE);
  assert.ok(requirepass, 'the redis command gives --requirepass');
  assertRefused(
    broken(requirepass[0], ''),
    /redis: the server runs without a password \(--requirepass\)/,
  );
});

test('refuses a REDIS_URL without the password', () => {
  const { status, stderr } = validate(
    broken('REDIS_URL: redis://:${REDIS_PASSWORD}@redis:6379', 'REDIS_URL: redis://redis:6379'),
  );
  assert.notEqual(status, 0);
  for (const app of ['gateway', 'lead', 'recruiting', 'newsletter', 'notification']) {
    assert.match(stderr, new RegExp(`${app}: REDIS_URL has no password`));
  }
});

test('refuses a Redis health check that gives no password (it would never see PONG)', () => {
  assertRefused(
    broken('      REDISCLI_AUTH: ${REDIS_PASSWORD}\n', '      REDISCLI_AUTH: ""\n'),
    /redis: the health check gives no password/,
  );
});

for (const [service, from, to, port] of [
  ['mailcatcher', '"127.0.0.1:1080:1080"', '"1080:1080"', 1080],
  ['minio', '"127.0.0.1:9001:9001"', '"0.0.0.0:9001:9001"', 9001],
  ['prometheus', '"127.0.0.1:9090:9090"', '"9090:9090"', 9090],
]) {
  test(`refuses ${service} published on every interface (${to})`, () => {
    assertRefused(
      broken(from, to),
      new RegExp(`${service}: publishes port ${port} on every interface`),
    );
  });
}

for (const [service, from, to, why] of [
  ['mailcatcher', 'maildev/maildev:2.2.1', 'maildev/maildev:latest', 'floats on :latest'],
  ['minio-init', 'minio/mc:RELEASE.2025-08-13T08-35-41Z', 'minio/mc', 'has no tag'],
  ['redis', ':-redis:7.4.11}', ':-redis:7}', 'names a major version alone'],
]) {
  test(`refuses a floating image: ${to}`, () => {
    assertRefused(broken(from, to), new RegExp(`${service}: image .* ${why}; pin a version`));
  });
}

/** docker-compose.yml building the backends from a copy of the root Dockerfile, changed by `edit`. */
function withDockerfile(file, edit) {
  const dockerfile = join(dir, file);
  writeFileSync(dockerfile, edit(readFileSync(join(ROOT, 'Dockerfile'), 'utf8')));
  return broken('dockerfile: Dockerfile\n', `dockerfile: ${dockerfile}\n`);
}

test("refuses a floating image in a built Dockerfile's FROM", () => {
  assertRefused(
    withDockerfile('Dockerfile.floating', (text) =>
      text.replace(/^FROM \$\{NODE_IMAGE\} AS manifests$/m, 'FROM node:latest AS manifests'),
    ),
    /gateway: .*Dockerfile.floating builds FROM node:latest, which floats on :latest/,
  );
});

test('refuses a floating base image given as a build argument', () => {
  assertRefused(
    broken(
      '\n  NODE_IMAGE: ${NODE_IMAGE:-node:20.20.2-bookworm-slim}',
      '\n  NODE_IMAGE: ${NODE_IMAGE:-node}',
    ),
    /gateway: Dockerfile builds FROM node, which has no tag/,
  );
});

test('refuses a Dockerfile that builds a workspace without a file its build script reads', () => {
  assertRefused(
    withDockerfile('Dockerfile.uncopied', (text) =>
      text.replace(/^COPY infra\/scripts\/mark-module-type\.mjs .*$/m, ''),
    ),
    /gateway: .*Dockerfile.uncopied builds packages\/contracts, whose build reads infra\/scripts\/mark-module-type.mjs, which it does not COPY/,
  );
});

test("refuses the gateway holding the object store's root keys", () => {
  assertRefused(
    broken(
      '      S3_ACCESS_KEY: ${S3_ACCESS_KEY}\n      S3_SECRET_KEY: ${S3_SECRET_KEY}\n      S3_BUCKET',
      '      S3_ACCESS_KEY: ${MINIO_ROOT_USER}\n      S3_SECRET_KEY: ${MINIO_ROOT_PASSWORD}\n      S3_BUCKET',
    ),
    /gateway: S3_ACCESS_KEY holds the object store root keys[^]*gateway: S3_SECRET_KEY holds/,
  );
});

test('refuses recruiting holding object-store keys', () => {
  const recruitingUrl =
    '      DATABASE_URL: postgres://recruiting:${RECRUITING_DB_PASSWORD}@postgres:5432/recruiting\n';
  assertRefused(
    broken(
      recruitingUrl,
      `${recruitingUrl}      S3_ACCESS_KEY: \${S3_ACCESS_KEY}\n      S3_SECRET_KEY: \${S3_SECRET_KEY}\n`,
    ),
    /recruiting: holds object-store settings it does not use \(S3_ACCESS_KEY, S3_SECRET_KEY\)/,
  );
});

test('refuses a gateway that starts before its object-store user exists', () => {
  assertRefused(
    // The gateway's dependencies: the notification service waits for minio-init the same way.
    broken(
      '      - "5000"\n    depends_on:\n      postgres-init:\n        condition: service_completed_successfully\n      redis:\n        condition: service_healthy\n      minio-init:\n        condition: service_completed_successfully\n',
      '      - "5000"\n    depends_on:\n      postgres-init:\n        condition: service_completed_successfully\n      redis:\n        condition: service_healthy\n      minio:\n        condition: service_healthy\n',
    ),
    /gateway: does not wait for minio-init to complete successfully/,
  );
});

test('refuses a file that resolves without one of its secrets', () => {
  assertRefused(
    broken(/"\$\{REDIS_PASSWORD:\?[^"]*\}"/.exec(COMPOSE)[0], '"${REDIS_PASSWORD}"'),
    /resolves without REDIS_PASSWORD; it must refuse to/,
  );
});
