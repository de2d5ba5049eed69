import { clamp } from "./math.js";

export function formatBytes(n) {
  if (n < 1024) return `${n} B`;
  return `${(n / 1024).toFixed(1)} KiB`;
}

export function formatPercent(ratio) {
  return `${Math.round(clamp(ratio, 0, 1) * 100)}%`;
}

export function formatDuration(ms) {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(2)} s`;
}
