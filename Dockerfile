# seedfill as a container image: the static binary of scripts/release.sh on Debian slim.
#   docker build -t seedfill .
#   docker run --rm -v "$PWD/Seeds:/work/Seeds:ro" seedfill generate --stdout
# Build with the official Swift image; the run stage holds only the binary (it needs glibc and
# libstdc++, which Debian slim has). Pass --build-arg SEEDFILL_COMMIT=... when .git is not in
# the build context, for `seedfill --version`.
ARG SWIFT_IMAGE=swift:6.3-bookworm

FROM ${SWIFT_IMAGE} AS build
ARG SEEDFILL_COMMIT=
WORKDIR /src
COPY . .
RUN swift build -c release --static-swift-stdlib -Xlinker -s --product seedfill \
    && cp "$(swift build -c release --static-swift-stdlib -Xlinker -s --show-bin-path)/seedfill" /seedfill

FROM debian:bookworm-slim
COPY --from=build /seedfill /usr/local/bin/seedfill
WORKDIR /work
ENTRYPOINT ["seedfill"]
