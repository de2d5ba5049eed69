type Props = { items: string[] };

export function List({ items }: Props) {
  if (items.length === 0) {
    return <p className="empty">Nothing here.</p>;
  }
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
