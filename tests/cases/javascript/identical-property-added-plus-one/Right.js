export const defaults = {
  retries: 3,
  timeout: 5000,
  cache: true,
  cacheTtl: 60,
};
