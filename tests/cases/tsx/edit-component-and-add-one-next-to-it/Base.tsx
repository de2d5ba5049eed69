export const Title = ({ text }: { text: string }) => <h1>{text}</h1>;

export const Subtitle = ({ text }: { text: string }) => <h2>{text}</h2>;
