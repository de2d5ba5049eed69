cc_library(
    name = "net",
    srcs = ["net.cc"],
    deps = [
        "//base:logging",
        # For the TLS handshake.
        "@boringssl//:ssl",
        # Compressed responses.
        "@zlib",
    ],
)
