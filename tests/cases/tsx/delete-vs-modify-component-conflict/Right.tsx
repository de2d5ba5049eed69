export const Badge = ({ text }: { text: string }) => <span className="badge">{text}</span>;

export const LegacyBadge = ({ text }: { text: string }) => <span className="old-badge" title={text}>{text}</span>;

export const Pill = ({ text }: { text: string }) => <span className="pill">{text}</span>;
