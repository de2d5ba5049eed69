class Counter {
  int _value = 0;

  int get value => _value;

  void increment() {
    _value++;
<<<<<<< left
    notifyListeners();
||||||| base
=======
    _log.fine('increment');
>>>>>>> right
  }
}
