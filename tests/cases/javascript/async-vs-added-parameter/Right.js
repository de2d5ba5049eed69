export function fetchUser(id, options = {}) {
  return api.get(`/users/${id}`);
}
