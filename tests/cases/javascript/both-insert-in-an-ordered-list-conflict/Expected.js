const express = require("express");
const helmet = require("helmet");
const routes = require("./routes");

const app = express();

app.use(helmet());
app.use(express.json());
<<<<<<< left
app.use(require("morgan")("tiny"));
||||||| base
=======
app.use(require("cors")());
>>>>>>> right
app.use("/api", routes);

module.exports = app;
