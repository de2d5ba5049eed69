export function find(records, userKey) {
  for (const record of records) {
<<<<<<< left
    if (record && record.userKey === userKey) {
||||||| base
    if (record.userKey === userKey) {
=======
    if (record && (record.userKey === userKey)) {
>>>>>>> right
      return record;
    }
  }
}
