function titleCase(s) {
  return s.replace(/\b\w/g, (c) => c.toUpperCase());
}

function slugify(s) {
  return s
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
}

module.exports = { slugify, titleCase };
