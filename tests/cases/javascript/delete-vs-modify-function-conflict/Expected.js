export function formatDate(d) {
  return d.toISOString().slice(0, 10);
}

<<<<<<< left
||||||| base
export function formatTime(d) {
  return d.toISOString().slice(11, 19);
}

=======
export function formatTime(d) {
  return d.toLocaleTimeString('en-GB', { hour12: false });
}

>>>>>>> right
export function formatBoth(d) {
  return `${formatDate(d)} ${formatTime(d)}`;
}
