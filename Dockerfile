# syntax=docker/dockerfile:1
# The site as one image (docs/deployment.md "Containers"). Kept in step with the code by
# tests/unit/container-files.test.ts.

# --- build: every dependency, the React Router build and the bundled server ---------------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

# --- runtime: production dependencies and the built app only -----------------------------------
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_TRIM_THRESHOLD_=131072
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /app/build ./build
# The migrations and demo pictures the server reads, and the sources of the operator's scripts
# (npm run backup, restore, migrate, admin:reset-link run through tsx, a production dependency).
COPY --from=build /app/server ./server
COPY --from=build /app/domain ./domain
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/tsconfig.json ./tsconfig.json
RUN mkdir -p /data && chown node:node /data
# The image's own unprivileged user: nothing the app runs can change its code.
USER node
# The embedded database, uploads, resumes, backups and the outbox when no shared service is set.
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# server/main.ts finishes in-flight requests and closes the database on SIGTERM.
STOPSIGNAL SIGTERM
# Node itself is the process the signal reaches (npm would stand in between).
CMD ["node", "--max-old-space-size=320", "build/server-app/main.js"]
