type Row = { id: string; name: string };

export function renderRows(rows: readonly Row[]): JSX.Element[] {
  return rows.map((r) => <li key={r.id}>{r.name}</li>);
}
