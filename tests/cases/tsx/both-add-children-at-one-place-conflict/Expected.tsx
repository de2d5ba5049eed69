export const Nav = () => (
  <ul className="nav">
    <li><a href="/">Home</a></li>
<<<<<<< left
    <li><a href="/blog">Blog</a></li>
||||||| base
=======
    <li><a href="/pricing">Pricing</a></li>
>>>>>>> right
    <li><a href="/about">About</a></li>
  </ul>
);
