export function Nav() {
  return (
    <nav>
      <a href="/">Home</a>
      <a href="/docs">Docs</a>
      <a href="/pricing">Pricing</a>
    </nav>
  );
}
