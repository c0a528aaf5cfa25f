# Bosun's server image (README: Deploying). Two stages: the first installs everything and builds the
# front ends and the compiled server; the second keeps the production packages and dist/ only, and
# runs `node` on the compiled JavaScript as the unprivileged `node` user.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN NODE_ENV=production npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=root:root /app/package.json /app/package-lock.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
# The site's translations, which the server also reads to word e-mails, PDFs and histories for their reader.
COPY --from=build --chown=root:root /app/public-site/public/i18n ./public-site/public/i18n
# The server's own namespaces (notices, e-mails, PDFs), which the site never downloads.
COPY --from=build --chown=root:root /app/src/modules/i18n/resources ./src/modules/i18n/resources
# The code is root's and read-only to the server; it may write only its data folder (PGlite, files).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/api/src/server.js"]
