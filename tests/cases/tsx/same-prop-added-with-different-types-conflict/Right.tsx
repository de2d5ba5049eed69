interface AvatarProps {
  src: string;
  alt: string;
  size?: "sm" | "md" | "lg";
}

export const Avatar = ({ src, alt }: AvatarProps) => <img src={src} alt={alt} />;
