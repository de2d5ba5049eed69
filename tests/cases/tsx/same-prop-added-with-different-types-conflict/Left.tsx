interface AvatarProps {
  src: string;
  alt: string;
  size?: number;
}

export const Avatar = ({ src, alt }: AvatarProps) => <img src={src} alt={alt} />;
