/**
 * Colours of the status badge.
 * @type {Record<string, string>}
 */
const BADGE = {
  ok:      '#2da44e', // green
  warning: '#bf8700', // amber
  error:   '#cf222e', // red
};
