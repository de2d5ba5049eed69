export function find(records, userKey) {
  for (const record of records) {
    if (record.userKey === userKey) {
      return record;
    }
  }
}
