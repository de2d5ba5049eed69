interface AvatarProps {
  src: string;
  alt: string;
<<<<<<< left
  size?: number;
||||||| base
=======
  size?: "sm" | "md" | "lg";
>>>>>>> right
}

export const Avatar = ({ src, alt }: AvatarProps) => <img src={src} alt={alt} />;
