"use strict";

const express = require("express");
const { verifyToken } = require("./auth");

const router = express.Router();

<<<<<<< left
||||||| base
function requireApiKey(req, res, next) {
  const key = req.get("X-Api-Key");
  console.log("api key check", req.path);
  if (!key || key !== process.env.LEGACY_API_KEY) {
    return res.status(401).json({ error: "invalid api key" });
  }
  next();
}

=======
function requireApiKey(req, res, next) {
  const key = req.get("X-Api-Key");
  if (!key || key !== process.env.LEGACY_API_KEY) {
    return res.status(403).json({ error: "forbidden" });
  }
  next();
}

>>>>>>> right
function requireBearer(req, res, next) {
  const token = (req.get("Authorization") || "").replace(/^Bearer /, "");
  req.user = verifyToken(token);
  next();
}

router.get("/reports", requireBearer, (req, res) => res.json([]));

module.exports = router;
