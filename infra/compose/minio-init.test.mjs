// infra/compose/minio-init.sh (compose's minio-init) with an mc of the test's own on its PATH
// (node --test): no MinIO runs here, so this proves what the script asks of mc, in order, the
// policy it gives the gateway's user (the bucket's objects alone), and that a second start
// passes while any other refusal fails it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'minio-init.sh');
const dir = mkdtempSync(join(tmpdir(), 'minio-init-'));
after(() => rmSync(dir, { recursive: true, force: true }));

// Logs each call as one JSON line, the policy file's text with `admin policy create`; answers
// `admin policy attach` as MC_ATTACH says (ok, already, refused), as mc does.
const log = join(dir, 'calls.jsonl');
writeFileSync(
  join(dir, 'mc'),
  `#!/usr/bin/env node
const { appendFileSync, readFileSync } = require('node:fs');
const args = process.argv.slice(2);
const policy = args[1] === 'policy' && args[2] === 'create' ? readFileSync(args[5], 'utf8') : undefined;
appendFileSync(${JSON.stringify(log)}, JSON.stringify({ args, policy }) + '\\n');
if (args[1] === 'policy' && args[2] === 'attach' && process.env.MC_ATTACH !== 'ok') {
  console.error(process.env.MC_ATTACH === 'already'
    ? 'mc: <ERROR> Unable to make user/group policy association. The specified policy change is already in effect.'
    : 'mc: <ERROR> Unable to make user/group policy association. Access Denied.');
  process.exit(1);
}
`,
);
chmodSync(join(dir, 'mc'), 0o755);

function run(attach) {
  rmSync(log, { force: true });
  const result = spawnSync('sh', [SCRIPT], {
    encoding: 'utf8',
    env: {
      PATH: `${dir}:${process.env.PATH}`,
      TMPDIR: dir,
      MC_ATTACH: attach,
      MINIO_ROOT_USER: 'root-user',
      MINIO_ROOT_PASSWORD: 'root-password',
      BUCKET: 'resumes',
      GATEWAY_ACCESS_KEY: 'gateway-user',
      GATEWAY_SECRET_KEY: 'gateway-secret',
      INBOUND_ACCESS_KEY: 'inbound-user',
      INBOUND_SECRET_KEY: 'inbound-secret',
    },
  });
  const calls = readFileSync(log, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  return { ...result, calls };
}

test("makes the bucket, the gateway's user allowed that bucket's objects alone, and the notification service's allowed to write and delete under inbound/ alone", () => {
  const { status, stderr, calls } = run('ok');
  assert.equal(status, 0, stderr);
  assert.deepEqual(
    calls.map((call) => call.args.join(' ')),
    [
      'alias set store http://minio:9000 root-user root-password',
      'mb --ignore-existing store/resumes',
      `admin policy create store gateway-bucket ${dir}/gateway-bucket.json`,
      'admin user add store gateway-user gateway-secret',
      'admin policy attach store gateway-bucket --user gateway-user',
      `admin policy create store inbound-attachments ${dir}/inbound-attachments.json`,
      'admin user add store inbound-user inbound-secret',
      'admin policy attach store inbound-attachments --user inbound-user',
    ],
  );
  assert.deepEqual(JSON.parse(calls[5].policy).Statement, [
    {
      Effect: 'Allow',
      Action: ['s3:PutObject', 's3:DeleteObject'],
      Resource: ['arn:aws:s3:::resumes/inbound/*'],
    },
  ]);
  assert.deepEqual(JSON.parse(calls[2].policy).Statement, [
    {
      Effect: 'Allow',
      Action: ['s3:GetBucketLocation', 's3:ListBucket'],
      Resource: ['arn:aws:s3:::resumes'],
    },
    {
      Effect: 'Allow',
      Action: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
      Resource: ['arn:aws:s3:::resumes/*'],
    },
  ]);
});

test('passes on a second start, where the policy is already attached', () => {
  const { status, stderr } = run('already');
  assert.equal(status, 0, stderr);
});

test('fails when mc refuses the attachment for any other reason, saying why', () => {
  const { status, stderr } = run('refused');
  assert.equal(status, 1);
  assert.match(stderr, /Access Denied/);
});
