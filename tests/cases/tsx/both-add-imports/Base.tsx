import { useState } from "react";
import { formatDate } from "./format";

export function Clock() {
  const [now] = useState(() => new Date());
  return <time>{formatDate(now)}</time>;
}
