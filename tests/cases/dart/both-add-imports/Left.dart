import 'package:flutter/material.dart';
import 'package:intl/intl.dart';

class Title extends StatelessWidget {
  const Title({super.key});

  @override
  Widget build(BuildContext context) => const Text('Orders');
}
