export async function fetchUser(id) {
  return api.get(`/users/${id}`);
}
