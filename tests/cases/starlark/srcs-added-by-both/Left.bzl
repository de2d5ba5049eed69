cc_library(
    name = "shop",
    srcs = [
        "cart.cc",
        "item.cc",
        "price.cc",
    ],
)
