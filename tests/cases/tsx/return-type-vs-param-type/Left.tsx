type Row = { id: string; name: string };

export function renderRows(rows: Row[]): React.ReactNode {
  return rows.map((r) => <li key={r.id}>{r.name}</li>);
}
