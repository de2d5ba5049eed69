export const Logo = () => (
  <img
    src="/logo.svg"
    alt="Acme"
    width={160}
  />
);
