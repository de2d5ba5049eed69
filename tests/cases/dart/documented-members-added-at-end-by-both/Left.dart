class Playlist {
  final List<String> _tracks = [];

  /// Adds a track at the end.
  void add(String track) => _tracks.add(track);

  /// Removes every track.
  void clear() => _tracks.clear();
}
