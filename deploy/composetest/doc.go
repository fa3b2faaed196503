// Package composetest checks docker-compose.yml and the Dockerfile against the
// code they run, offline: the compose file is loaded with the compose-go
// loader (the library `docker compose` itself uses), never with a Docker engine.
package composetest
