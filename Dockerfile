# Every backend app, the gateway and the four services, from this one file; a build argument
# names the app (its workspace folder):
#   docker build --build-arg APP=services/lead -t bytecraft-lead .
#   docker build --build-arg APP=gateway -t bytecraft-gateway .
# The site (nginx serving the built frontend) has its own: frontend/Dockerfile.
# Only the last stage reads APP: the install and the build before it are the same for every app,
# so building the five images installs and compiles once, and the images share those layers.
# NODE_IMAGE: the base (infra/compose/standins.sh names a stand-in for a machine without a
# registry). Built with BuildKit (Docker's default builder): its stages run side by side, and npm's
# downloads stay in a cache mount, so a changed lock file fetches only what changed.
ARG NODE_IMAGE=node:20.20.2-bookworm-slim
ARG APP=gateway

# Every workspace's package.json: npm resolves the root package.json's workspace list, and a
# manifest-only layer keeps `npm install` cached until a dependency changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /repo
COPY package.json package-lock.json tsconfig.base.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/service-runtime/package.json packages/service-runtime/
COPY services/lead/package.json services/lead/
COPY services/recruiting/package.json services/recruiting/
COPY services/newsletter/package.json services/newsletter/
COPY services/notification/package.json services/notification/
COPY gateway/package.json gateway/
COPY frontend/package.json frontend/

# The site's packages too: frontend/Dockerfile runs this same step on the same layers, so the
# engine's cache answers it there, and one install serves every image.
FROM manifests AS build
RUN --mount=type=cache,target=/root/.npm \
  npm install --ignore-scripts --no-audit --no-fund --include-workspace-root \
    -w packages/contracts -w packages/service-runtime -w gateway \
    -w services/lead -w services/recruiting -w services/newsletter -w services/notification \
    -w frontend
COPY packages/contracts packages/contracts
COPY packages/service-runtime packages/service-runtime
COPY gateway gateway
COPY services services
# The contracts' build marks its two outputs' module types with this script.
COPY infra/scripts/mark-module-type.mjs infra/scripts/
RUN npm run build -w packages/contracts && npm run build -w packages/service-runtime \
  && npm run build -w gateway -w services/lead -w services/recruiting \
    -w services/newsletter -w services/notification

FROM manifests AS dependencies
RUN --mount=type=cache,target=/root/.npm \
  npm install --omit=dev --ignore-scripts --no-audit --no-fund \
    -w packages/contracts -w packages/service-runtime -w gateway \
    -w services/lead -w services/recruiting -w services/newsletter -w services/notification \
  && rm tsconfig.base.json
COPY --from=build /repo/packages/contracts/dist packages/contracts/dist
COPY --from=build /repo/packages/service-runtime/dist packages/service-runtime/dist
COPY infra/compose/service-health.cjs infra/compose/service-health.cjs

FROM dependencies AS runtime
ARG APP
# JSON log lines (no pino-pretty in the image), /metrics for Prometheus on 9464.
ENV NODE_ENV=production LOG_FORMAT=json METRICS_PORT=9464 APP=${APP}
COPY --from=build /repo/${APP}/dist ${APP}/dist
USER node
EXPOSE 9464
# exec: node is PID 1 and gets compose's SIGTERM itself (the runtime's graceful stop).
CMD ["sh", "-c", "exec node \"$APP/dist/main.js\""]
