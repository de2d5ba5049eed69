module.exports = {
  mode: 'none',
  devtool: false,
  target: 'node',
};
