export const Badge = ({ text }: { text: string }) => <span className="badge">{text}</span>;

export const Pill = ({ text }: { text: string }) => <span className="pill">{text}</span>;
