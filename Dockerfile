# syntax=docker/dockerfile:1
# The zhiyuan image: one binary and the built web app. docker-compose.yml runs
# it in every role of the distributed mode; see docs/OPERATIONS.md.

# --- the Go binary (static: the final image has no Go or C toolchain)
FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /zhiyuan ./cmd/zhiyuan

# --- the React app (web/dist)
FROM node:20-bookworm-slim AS web
WORKDIR /src/web
COPY web/package.json web/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY web/ ./
RUN npm run build

# --- the runtime: Debian slim, curl for the healthchecks, a non-root user
FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates curl \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --user-group --home-dir /app --shell /usr/sbin/nologin zhiyuan \
 && mkdir -p /var/lib/zhiyuan/uploads && chown -R zhiyuan:zhiyuan /var/lib/zhiyuan
COPY --from=build /zhiyuan /usr/local/bin/zhiyuan
COPY --from=web /src/web/dist /app/web/dist
ENV ZHIYUAN_ADDR=0.0.0.0:8080 \
    ZHIYUAN_WEB_DIR=/app/web/dist \
    ZHIYUAN_DATA_DIR=/var/lib/zhiyuan
WORKDIR /app
USER zhiyuan
EXPOSE 8080
ENTRYPOINT ["/usr/local/bin/zhiyuan"]
# A role is the argument: command-api, query-api, projector, relay, web, migrate.
CMD ["help"]
