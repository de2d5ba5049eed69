class Api {
  Future<String> fetch(String path) async => _get(path);

<<<<<<< left
||||||| base
  Future<String> fetchLegacy(String path) async => _get('/v1$path');

=======
  Future<String> fetchLegacy(String path) async => _get('/v1$path?compat=1');

>>>>>>> right
  Future<String> _get(String url) async => url;
}
