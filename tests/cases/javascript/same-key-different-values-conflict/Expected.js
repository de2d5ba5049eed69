module.exports = {
<<<<<<< left
  mode: 'development',
||||||| base
  mode: 'production',
=======
  mode: 'none',
>>>>>>> right
  devtool: 'eval-source-map',
  target: 'node',
};
