export function formatDate(d) {
  return d.toISOString().slice(0, 10);
}

export function formatTime(d) {
  return d.toLocaleTimeString('en-GB', { hour12: false });
}

export function formatBoth(d) {
  return `${formatDate(d)} ${formatTime(d)}`;
}
