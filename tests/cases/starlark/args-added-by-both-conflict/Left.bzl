sh_test(
    name = "smoke",
    srcs = ["smoke.sh"],
    args = [
        "--fast",
        "--verbose",
    ],
)
