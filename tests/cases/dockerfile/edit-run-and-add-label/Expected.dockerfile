FROM golang:1.22 AS build
WORKDIR /src
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -o /out/app ./cmd/app

FROM gcr.io/distroless/static
LABEL org.opencontainers.image.source="https://github.com/example/app"
COPY --from=build /out/app /app
ENTRYPOINT ["/app"]
