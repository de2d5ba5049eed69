class Slug {
  static String of(String title) => title.toLowerCase().replaceAll(' ', '-');

  static bool isValid(String slug) => RegExp(r'^[a-z0-9-]+$').hasMatch(slug);
}
