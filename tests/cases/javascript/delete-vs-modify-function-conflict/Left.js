export function formatDate(d) {
  return d.toISOString().slice(0, 10);
}

export function formatBoth(d) {
  return `${formatDate(d)} ${formatTime(d)}`;
}
