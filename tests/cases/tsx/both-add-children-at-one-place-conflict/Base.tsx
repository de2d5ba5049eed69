export const Nav = () => (
  <ul className="nav">
    <li><a href="/">Home</a></li>
    <li><a href="/about">About</a></li>
  </ul>
);
