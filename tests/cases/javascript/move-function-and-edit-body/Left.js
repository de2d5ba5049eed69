function titleCase(s) {
  return s.replace(/\b\w/g, (c) => c.toUpperCase());
}

function slugify(s) {
  return s.toLowerCase().replace(/\s+/g, '-');
}

module.exports = { slugify, titleCase };
