export interface Page<T> {
  items: T[];
  next?: string;
}

export async function fetchPage<T>(url: string): Promise<Page<T>> {
  const res = await fetch(url);
  if (!res.ok) {
    throw new Error(`HTTP ${res.status}`);
  }
  return (await res.json()) as Page<T>;
}
