export const Logo = () => (
  <img
    src="/logo.svg"
    alt="Acme"
<<<<<<< left
    width={160}
||||||| base
    width={120}
=======
    width={96}
>>>>>>> right
  />
);
