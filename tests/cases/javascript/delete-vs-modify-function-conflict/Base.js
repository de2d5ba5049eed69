export function formatDate(d) {
  return d.toISOString().slice(0, 10);
}

export function formatTime(d) {
  return d.toISOString().slice(11, 19);
}

export function formatBoth(d) {
  return `${formatDate(d)} ${formatTime(d)}`;
}
