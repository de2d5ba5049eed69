module.exports = {
  mode: 'development',
  devtool: 'eval-source-map',
  target: 'web',
};
