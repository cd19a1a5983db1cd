#!/bin/sh
# Compose's one-shot minio-init, at every start and with the store's root keys (which no app
# holds): the bucket, and the gateway's own user, allowed that bucket's objects alone (list,
# read, write, delete), never the store's administration or another bucket; and the
# notification service's user, allowed to write and delete under the bucket's inbound/ alone
# (inbound mail's attachments, which the gateway reads back for staff).
# Every step is safe to repeat: the bucket is kept, the policy replaced, the user's secret set
# to the current S3_SECRET_KEY.
# Environment: MINIO_ROOT_USER, MINIO_ROOT_PASSWORD, BUCKET, GATEWAY_ACCESS_KEY,
# GATEWAY_SECRET_KEY, INBOUND_ACCESS_KEY, INBOUND_SECRET_KEY. The minio/mc image is a shell and mc, little else: shell builtins only.
set -eu

POLICY=gateway-bucket
INBOUND_POLICY=inbound-attachments
mc alias set store http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null
mc mb --ignore-existing "store/$BUCKET"

# A user with a policy: the user's secret set, the policy replaced and attached (once).
user_with_policy() { # user secret policy policy-json
  policy_file=${TMPDIR:-/tmp}/$3.json
  printf '%s\n' "$4" >"$policy_file"
  mc admin policy create store "$3" "$policy_file"
  mc admin user add store "$1" "$2"
  # mc refuses to attach a policy already attached (exit 1, "already in effect"): on a second
  # start that is the state we want.
  if ! attached=$(mc admin policy attach store "$3" --user "$1" 2>&1); then
    case $attached in
      *"already in effect"*) ;;
      *)
        echo "$attached" >&2
        exit 1
        ;;
    esac
  fi
}

user_with_policy "$GATEWAY_ACCESS_KEY" "$GATEWAY_SECRET_KEY" "$POLICY" '{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:GetBucketLocation", "s3:ListBucket"],
      "Resource": ["arn:aws:s3:::'"$BUCKET"'"]
    },
    {
      "Effect": "Allow",
      "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"],
      "Resource": ["arn:aws:s3:::'"$BUCKET"'/*"]
    }
  ]
}'
user_with_policy "$INBOUND_ACCESS_KEY" "$INBOUND_SECRET_KEY" "$INBOUND_POLICY" '{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:PutObject", "s3:DeleteObject"],
      "Resource": ["arn:aws:s3:::'"$BUCKET"'/inbound/*"]
    }
  ]
}'
echo "bucket $BUCKET, its user $GATEWAY_ACCESS_KEY and the inbound user $INBOUND_ACCESS_KEY ready"
