"use strict";

const express = require("express");
const { verifyToken } = require("./auth");

const router = express.Router();

function requireBearer(req, res, next) {
  const token = (req.get("Authorization") || "").replace(/^Bearer /, "");
  req.user = verifyToken(token);
  next();
}

router.get("/reports", requireBearer, (req, res) => res.json([]));

module.exports = router;
