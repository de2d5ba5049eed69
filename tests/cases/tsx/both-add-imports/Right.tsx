import { useEffect, useState } from "react";
import { formatDate } from "./format";

export function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  return <time>{formatDate(now)}</time>;
}
