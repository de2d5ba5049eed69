export const Title = ({ text }: { text: string }) => <h1 className="title">{text}</h1>;

export const Eyebrow = ({ text }: { text: string }) => <p className="eyebrow">{text}</p>;

export const Subtitle = ({ text }: { text: string }) => <h2>{text}</h2>;
