export function SearchBox({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <input
      type="search"
      placeholder="Search…"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
