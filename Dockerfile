# syntax=docker/dockerfile:1
# Crashpad: one image, three stages. `docker compose up` builds it; see docker-compose.yml.
ARG NODE_IMAGE=node:20-bookworm-slim

# 1. build: every dependency (dev included), then sync, server and client (with the service worker).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY sync/package.json sync/
COPY server/package.json server/
COPY service-worker/package.json service-worker/
COPY client/package.json client/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY sync sync
COPY server server
COPY service-worker service-worker
COPY client client
RUN npm run build

# 2. deps: production dependencies only, installed for the same base image (native packages such
#    as argon2 and sharp ship prebuilt binaries for linux-x64/arm64 glibc).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NODE_ENV=production PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY sync/package.json sync/
COPY server/package.json server/
COPY service-worker/package.json service-worker/
COPY client/package.json client/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. runtime: node_modules (workspace links point at ./sync etc.) plus the built output.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    DEMO_DATA=off
WORKDIR /app
COPY --from=deps /app ./
COPY --from=build /app/sync/dist sync/dist
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
# DATA_DIR holds generated secrets (and the embedded store when MONGODB_URI is not set).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# server/src/main.ts handles SIGTERM itself: it finishes open requests and closes the store.
CMD ["node", "server/dist/main.js"]
