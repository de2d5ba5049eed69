export const defaults = {
  retries: 3,
  timeout: 5000,
};
