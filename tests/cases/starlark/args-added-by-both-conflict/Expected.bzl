sh_test(
    name = "smoke",
    srcs = ["smoke.sh"],
    args = [
        "--fast",
<<<<<<< left
        "--verbose",
||||||| base
=======
        "--retries=3",
>>>>>>> right
    ],
)
