class Slug {
  static String of(String title) => title.trim().toLowerCase().replaceAll(RegExp(r'\s+'), '-');

  static String title(String slug) => slug.replaceAll('-', ' ');

  static bool isValid(String slug) => RegExp(r'^[a-z0-9-]+$').hasMatch(slug);
}
