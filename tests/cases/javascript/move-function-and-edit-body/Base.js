function slugify(s) {
  return s.toLowerCase().replace(/\s+/g, '-');
}

function titleCase(s) {
  return s.replace(/\b\w/g, (c) => c.toUpperCase());
}

module.exports = { slugify, titleCase };
