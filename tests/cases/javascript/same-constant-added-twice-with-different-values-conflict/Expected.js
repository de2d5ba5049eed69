export const API_URL = process.env.API_URL ?? "http://localhost:3000";

export const PAGE_SIZE = 25;

export function pageCount(total) {
  return Math.ceil(total / PAGE_SIZE);
}

<<<<<<< left
const RETRY_DELAYS = [100, 500, 2000];
||||||| base
=======
const RETRY_DELAYS = [250, 1000];
>>>>>>> right
