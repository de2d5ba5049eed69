import { useState } from "react";
import { formatDate } from "./format";
import styles from "./Clock.module.css";

export function Clock() {
  const [now] = useState(() => new Date());
  return <time className={styles.clock}>{formatDate(now)}</time>;
}
