class Playlist {
  final List<String> _tracks = [];

  /// Adds a track at the end.
  void add(String track) => _tracks.add(track);

  /// The number of tracks.
  ///
  /// Zero for a new playlist.
  int get length => _tracks.length;
}
