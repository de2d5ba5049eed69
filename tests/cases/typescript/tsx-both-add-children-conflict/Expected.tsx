export function Nav() {
  return (
    <nav>
      <a href="/">Home</a>
      <a href="/docs">Docs</a>
<<<<<<< left
      <a href="/blog">Blog</a>
||||||| base
=======
      <a href="/pricing">Pricing</a>
>>>>>>> right
    </nav>
  );
}
