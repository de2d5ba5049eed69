module.exports = {
  mode: 'production',
  devtool: false,
  target: 'web',
};
