import { useEffect, useState } from "react";
import { formatDate } from "./format";
import styles from "./Clock.module.css";

export function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  return <time className={styles.clock}>{formatDate(now)}</time>;
}
