import cors from "cors";
import express from "express";

const allowedOrigins = [
  "https://example.com",
  "https://www.example.com",
  "https://staging.example.com",
  "https://preview.example.com",
  "https://admin.example.com",
];

export function createApp(): express.Express {
  const app = express();
  app.use(cors({ origin: allowedOrigins, credentials: true }));
  app.get("/health", (_req, res) => {
    res.json({ ok: true });
  });
  return app;
}
