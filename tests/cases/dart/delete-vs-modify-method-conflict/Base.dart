class Api {
  Future<String> fetch(String path) async => _get(path);

  Future<String> fetchLegacy(String path) async => _get('/v1$path');

  Future<String> _get(String url) async => url;
}
