/**
 * Colours of the status badge.
 * @type {Record<string, string>}
 */
const BADGE = {
  ok:      '#2da44e', // green
  warning: '#bf8700', // amber
  unknown: '#6e7781', // grey
};
