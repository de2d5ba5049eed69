const path = require("path");

module.exports = {
  mode: process.env.NODE_ENV === "production" ? "production" : "development",
  entry: {
    app: "./src/index.js",
    legacy: {
      import: "./src/legacy/index.js",
      dependOn: "vendor",
      filename: "legacy/[name].[contenthash].js",
      library: { type: "umd", name: "AcmeLegacy" },
    },
    vendor: ["react", "react-dom"],
  },
  output: {
    path: path.resolve(__dirname, "dist"),
    filename: "[name].[contenthash].js",
    clean: true,
  },
};
